#!/bin/sh
# Test hosts for t/slow/cluster.bats, made on this machine: each a network namespace running
# an OpenSSH server, with a login directory of its own (its /root, in a mount namespace
# of its own) and a PATH without wits.  ssh reaches them from a client namespace that
# holds nothing but a link to each, so nothing run through them can reach any other
# address.  Keys, known_hosts, both configurations, the homes and the logs are in one
# scratch directory; nothing is written to ~/.ssh.
#
#   sh t/tool/cluster.sh why                   why the hosts cannot be made here (exit 1), or nothing
#   sh t/tool/cluster.sh up DIR [COUNT [PID]]  make host1 ... hostCOUNT (default 3), state in DIR;
#                                         with PID, take them down when that process ends
#   sh t/tool/cluster.sh down DIR              take them all down, namespaces and all
#   sh t/tool/cluster.sh kill DIR N            host N fails: its sshd and sessions killed at once
#   sh t/tool/cluster.sh start DIR N           start host N's sshd (again)
#   sh t/tool/cluster.sh bytes DIR             bytes sent to and received from the hosts so far
#   sh t/tool/cluster.sh run DIR COUNT CMD...  up, CMD, down (on its end, failure or interrupt)
#
# After up, DIR/ssh is ssh logging in as root to hostN through the client namespace:
# PARALLEL_SSH=DIR/ssh makes GNU parallel's -S hostN and --basefile use it.
set -eu
script=$(cd "$(dirname "$0")" && pwd)/${0##*/}

die() {
	echo "cluster.sh: $*" >&2
	exit 1
}

# host N's address and the client's end of its link: a /30 of the link-local range each,
# bound only to links made here, inside namespaces made here
addr() {
	echo "169.254.213.$((4 * $1 + 2))"
}
client_addr() {
	echo "169.254.213.$((4 * $1 + 1))"
}

why() {
	[ "$(id -u)" -eq 0 ] || { echo "not root: network namespaces and sshd need root"; return 1; }
	command -v ip >/dev/null || { echo "no ip(8): iproute2 is not installed"; return 1; }
	[ -x /usr/sbin/sshd ] || { echo "no /usr/sbin/sshd: openssh-server is not installed"; return 1; }
	for c in ssh ssh-keygen nsenter unshare setsid timeout tail perl rsync; do
		command -v "$c" >/dev/null || { echo "no $c on PATH"; return 1; }
	done
	parallel --version 2>/dev/null | grep -q '^GNU parallel' || { echo "GNU parallel is not installed"; return 1; }
	probe=witsprobe$$
	msg=$(ip netns add "$probe" 2>&1) || { echo "ip netns add fails here: $msg"; return 1; }
	ip netns del "$probe"
}

# kill_all NS: every process in namespace NS (all started here) killed, then gone
kill_all() {
	pids=$(ip netns pids "$1" 2>/dev/null) || return 0
	[ -n "$pids" ] || return 0
	# shellcheck disable=SC2086
	kill -9 $pids 2>/dev/null || true
	i=0
	while [ -n "$(ip netns pids "$1" 2>/dev/null)" ]; do
		i=$((i + 1))
		[ "$i" -le 100 ] || die "processes of $1 outlive SIGKILL"
		sleep 0.05
	done
}

start() {
	n=$1
	ns=$(cat "$dir/tag")h$n
	[ -z "$(ip netns pids "$ns")" ] || die "host$n is already up"
	rm -f "$dir/host$n.pid"
	: >"$dir/host$n.log"
	# The host's own /root (its login directory) and /run (sshd's privilege separation
	# directory), in a mount namespace private to it; timeout bounds its life even if
	# nothing takes it down.
	nsenter --net="/run/netns/$ns" unshare -m --propagation private sh -c '
		mount --bind "$1" /root && mount -t tmpfs -o mode=755 wits /run && mkdir /run/sshd &&
		exec timeout 3600 /usr/sbin/sshd -D -f "$2" -h "$3" -E "$4"' \
		sh "$dir/home.host$n" "$dir/sshd_config.host$n" "$dir/host$n.key" "$dir/host$n.log" \
		</dev/null >/dev/null 2>&1 3>&- &
	i=0
	until grep -q 'Server listening' "$dir/host$n.log"; do
		i=$((i + 1))
		[ "$i" -le 200 ] || die "host$n: sshd did not start: $(cat "$dir/host$n.log")"
		sleep 0.05
	done
	"$dir/ssh" "host$n" true || die "host$n: cannot log in: $(tail -5 "$dir/host$n.log")"
}

up() {
	count=${2:-3}
	watch=${3:-}
	case $count in [1-9]) ;; *) die "from 1 to 9 hosts, not '$count'" ;; esac
	[ ! -e "$dir/tag" ] || die "$dir: hosts already up"
	reason=$(why) || die "$reason"
	tag=wits$$
	client=${tag}c
	# a failure or an interrupt half way takes down what was made
	trap 'st=$?; [ "$st" -eq 0 ] || down; exit "$st"' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	echo "$tag" >"$dir/tag"
	echo "$count" >"$dir/count"
	ssh-keygen -q -t ed25519 -N '' -C wits-test -f "$dir/id"
	cp "$dir/id.pub" "$dir/authorized_keys"
	: >"$dir/known_hosts"
	: >"$dir/config"
	cat >"$dir/ssh" <<-EOF
		#!/bin/sh
		exec nsenter --net=/run/netns/$client ssh -F '$dir/config' "\$@"
	EOF
	chmod 755 "$dir/ssh"
	ip netns add "$client"
	ip -n "$client" link set lo up
	n=1
	while [ "$n" -le "$count" ]; do
		ns=${tag}h$n
		ip netns add "$ns"
		ip -n "$client" link add "host$n" type veth peer name eth0 netns "$ns"
		ip -n "$client" addr add "$(client_addr "$n")/30" dev "host$n"
		ip -n "$ns" addr add "$(addr "$n")/30" dev eth0
		ip -n "$client" link set "host$n" up
		ip -n "$ns" link set eth0 up
		ip -n "$ns" link set lo up
		ssh-keygen -q -t ed25519 -N '' -C "host$n" -f "$dir/host$n.key"
		echo "host$n $(cat "$dir/host$n.key.pub")" >>"$dir/known_hosts"
		mkdir -p "$dir/home.host$n"
		cat >"$dir/sshd_config.host$n" <<-EOF
			ListenAddress $(addr "$n")
			PidFile $dir/host$n.pid
			AuthorizedKeysFile $dir/authorized_keys
			PermitRootLogin prohibit-password
			PasswordAuthentication no
			KbdInteractiveAuthentication no
			StrictModes no
			UsePAM no
			UseDNS no
			PrintMotd no
			PrintLastLog no
			X11Forwarding no
			AllowTcpForwarding no
			# a machine without wits: nothing of this one's PATH
			SetEnv PATH=/usr/bin:/bin
			# parallel opens many sessions at once
			MaxStartups 100
			MaxSessions 100
		EOF
		cat >>"$dir/config" <<-EOF
			Host host$n
			  HostName $(addr "$n")
			  HostKeyAlias host$n
			  User root
			  IdentityFile $dir/id
			  IdentitiesOnly yes
			  UserKnownHostsFile $dir/known_hosts
			  GlobalKnownHostsFile /dev/null
			  StrictHostKeyChecking yes
			  BatchMode yes
			  ConnectTimeout 10
			  ServerAliveInterval 10
			  LogLevel ERROR
		EOF
		n=$((n + 1))
	done
	n=1
	while [ "$n" -le "$count" ]; do
		start "$n"
		n=$((n + 1))
	done
	trap - EXIT INT TERM
	# Should the caller die without taking the hosts down (killed, say), a watcher does,
	# within a second of its end; the hosts' sshd live an hour at most anyway.
	# It has a session of its own, so that a signal to the caller's group spares it.
	[ -z "$watch" ] || setsid sh -c 'timeout 3600 tail --pid="$1" -f /dev/null; exec sh "$2" down "$3"' \
		sh "$watch" "$script" "$dir" </dev/null >/dev/null 2>&1 3>&- &
}

down() {
	[ -e "$dir/tag" ] || return 0
	tag=$(cat "$dir/tag")
	n=1
	while [ "$n" -le "$(cat "$dir/count" 2>/dev/null || echo 9)" ]; do
		kill_all "${tag}h$n"
		ip netns del "${tag}h$n" 2>/dev/null || true
		n=$((n + 1))
	done
	kill_all "${tag}c"
	ip netns del "${tag}c" 2>/dev/null || true
	rm -f "$dir/tag"
}

# bytes: what crossed the client's links to the hosts so far, each way
bytes() {
	ip netns exec "$(cat "$dir/tag")c" sh -c '
		sent=0 received=0
		for link in /sys/class/net/host*; do
			sent=$((sent + $(cat "$link/statistics/tx_bytes")))
			received=$((received + $(cat "$link/statistics/rx_bytes")))
		done
		echo "sent $sent bytes, received $received bytes"'
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case $cmd in
why)
	why ;;
up | down | kill | start | bytes)
	[ $# -ge 1 ] || die "usage: sh t/tool/cluster.sh $cmd DIR"
	[ "$cmd" != up ] || mkdir -p "$1"
	# nothing to take down where there is no directory (its owner removed it)
	[ -d "$1" ] || [ "$cmd" != down ] || exit 0
	dir=$(cd "$1" && pwd)
	case $cmd in
	kill)
		[ $# -eq 2 ] || die "usage: sh t/tool/cluster.sh kill DIR N"
		kill_all "$(cat "$dir/tag")h$2" ;;
	start)
		[ $# -eq 2 ] || die "usage: sh t/tool/cluster.sh start DIR N"
		start "$2" ;;
	*)
		"$cmd" "$@" ;;
	esac ;;
run)
	[ $# -ge 3 ] || die "usage: sh t/tool/cluster.sh run DIR COUNT CMD..."
	mkdir -p "$1"
	dir=$(cd "$1" && pwd)
	up "$dir" "$2" "$$"
	shift 2
	trap 'down' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	PARALLEL_SSH=$dir/ssh "$@" ;;
*)
	die "usage: sh t/tool/cluster.sh why | up DIR [COUNT [PID]] | down DIR | kill DIR N | start DIR N | bytes DIR | run DIR COUNT CMD..." ;;
esac
