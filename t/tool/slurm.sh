#!/bin/sh
# A one-node Slurm cluster for t/slow/slurm.bats, made on this machine: slurmctld and
# slurmd on localhost with 2 CPUs, authenticated by a munged of their own (its own key
# and socket), from a configuration made for the run, on ports of their own.  The
# configuration, key, state, spool, logs and sockets are all in one scratch directory;
# nothing in /etc is read or written, and no accounting, cgroup or system service is used.
#
#   sh t/tool/slurm.sh why               why the cluster cannot be made here (exit 1), or nothing
#   sh t/tool/slurm.sh up DIR [PID]      start it, state in DIR; with PID, take it down
#                                        when that process ends
#   sh t/tool/slurm.sh down DIR          cancel its jobs and stop its daemons
#
# After up, SLURM_CONF=DIR/slurm.conf points sbatch, squeue and scontrol at it.
set -eu
script=$(cd "$(dirname "$0")" && pwd)/${0##*/}

die() {
	echo "slurm.sh: $*" >&2
	exit 1
}

why() {
	[ "$(id -u)" -eq 0 ] || { echo "not root: slurmd runs jobs as root here"; return 1; }
	for c in slurmctld slurmd; do
		command -v "$c" >/dev/null || [ -x "/usr/sbin/$c" ] ||
			{ echo "no $c: the Debian packages slurmctld and slurmd are not installed"; return 1; }
	done
	for c in sbatch squeue scontrol scancel; do
		command -v "$c" >/dev/null || { echo "no $c: the Debian package slurm-client is not installed"; return 1; }
	done
	command -v munged >/dev/null || [ -x /usr/sbin/munged ] ||
		{ echo "no munged: the Debian package munge is not installed"; return 1; }
	for c in ss setsid timeout tail; do
		command -v "$c" >/dev/null || { echo "no $c on PATH"; return 1; }
	done
}

# daemon NAME: the path of the daemon NAME
daemon() {
	command -v "$1" 2>/dev/null || echo "/usr/sbin/$1"
}

# free_port N: a TCP port from N on that nothing listens on
free_port() {
	p=$1
	while ss -Htln "sport = :$p" | grep -q .; do
		p=$((p + 1))
	done
	echo "$p"
}

# wait_for WHAT CMD...: until CMD succeeds, for 30 s at most
wait_for() {
	what=$1
	shift
	i=0
	until "$@" >/dev/null 2>&1; do
		i=$((i + 1))
		[ "$i" -le 300 ] || die "$what: not up after 30 s (logs in $dir)"
		sleep 0.1
	done
}

up() {
	watch=${1:-}
	[ ! -e "$dir/slurm.conf" ] || die "$dir: a cluster is already up"
	reason=$(why) || die "$reason"
	# a failure or an interrupt half way takes down what was made
	trap 'st=$?; [ "$st" -eq 0 ] || down; exit "$st"' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	mkdir -p "$dir/munge" "$dir/state" "$dir/spool"
	chmod 700 "$dir/munge"
	# munged wants its socket's directory open to all (but written by none)
	mkdir -p "$dir/run"
	chmod 755 "$dir/run"
	dd if=/dev/urandom of="$dir/munge/key" bs=1024 count=1 2>/dev/null
	chmod 400 "$dir/munge/key"
	# --force: the scratch directory's parents are not open to all, as munged would like;
	# every client here is root
	"$(daemon munged)" --force --socket="$dir/run/munge.sock" --key-file="$dir/munge/key" \
		--pid-file="$dir/run/munged.pid" --log-file="$dir/munged.log" --seed-file="$dir/munge/seed" \
		</dev/null >>"$dir/munged.log" 2>&1 3>&-
	ctld=$(free_port $((20000 + $$ % 10000 * 2)))
	node=$(free_port $((ctld + 1)))
	# cred_expire: a requeued job waits this long before it runs again (120 s by default)
	cat >"$dir/slurm.conf" <<-EOF
		ClusterName=wits
		SlurmctldHost=localhost
		SlurmctldPort=$ctld
		SlurmdPort=$node
		SlurmUser=root
		SlurmdUser=root
		AuthType=auth/munge
		CredType=cred/munge
		AuthInfo=socket=$dir/run/munge.sock,cred_expire=10
		StateSaveLocation=$dir/state
		SlurmdSpoolDir=$dir/spool
		SlurmctldPidFile=$dir/run/slurmctld.pid
		SlurmdPidFile=$dir/run/slurmd.pid
		SlurmctldLogFile=$dir/slurmctld.log
		SlurmdLogFile=$dir/slurmd.log
		ProctrackType=proctrack/linuxproc
		TaskPlugin=task/none
		JobAcctGatherType=jobacct_gather/none
		AccountingStorageType=accounting_storage/none
		SelectType=select/cons_tres
		SelectTypeParameters=CR_CPU
		ReturnToService=2
		NodeName=localhost NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN
		PartitionName=wits Nodes=localhost Default=YES MaxTime=INFINITE State=UP
	EOF
	SLURM_CONF=$dir/slurm.conf
	export SLURM_CONF
	"$(daemon slurmctld)" -f "$SLURM_CONF" </dev/null >>"$dir/slurmctld.log" 2>&1 3>&-
	"$(daemon slurmd)" -f "$SLURM_CONF" -N localhost </dev/null >>"$dir/slurmd.log" 2>&1 3>&-
	wait_for "the node" sh -c 'sinfo -h -o %t | grep -qx idle'
	trap - EXIT INT TERM
	# Should the caller die without taking the cluster down (killed, say), a watcher
	# does, within a second of its end.  It has a session of its own, so that a signal
	# to the caller's group spares it.
	[ -z "$watch" ] || setsid sh -c 'timeout 3600 tail --pid="$1" -f /dev/null; exec sh "$2" down "$3"' \
		sh "$watch" "$script" "$dir" </dev/null >/dev/null 2>&1 3>&- &
}

# stop NAME: the daemon whose pid is in DIR/run/NAME.pid killed, and gone
stop() {
	[ -s "$dir/run/$1.pid" ] || return 0
	pid=$(cat "$dir/run/$1.pid")
	kill "$pid" 2>/dev/null || return 0
	i=0
	while kill -0 "$pid" 2>/dev/null; do
		i=$((i + 1))
		[ "$i" -le 100 ] || { kill -9 "$pid" 2>/dev/null || true; }
		[ "$i" -le 200 ] || die "$1 ($pid) outlives SIGKILL"
		sleep 0.05
	done
	rm -f "$dir/run/$1.pid"
}

down() {
	[ -e "$dir/slurm.conf" ] || return 0
	SLURM_CONF=$dir/slurm.conf
	export SLURM_CONF
	# the jobs first, while slurmd can still end their steps
	if [ -s "$dir/run/slurmctld.pid" ]; then
		timeout 10 scancel --quiet --full --user=root 2>/dev/null || true
		i=0
		while [ -n "$(timeout 10 squeue -h 2>/dev/null)" ] && [ "$i" -lt 100 ]; do
			i=$((i + 1))
			sleep 0.1
		done
	fi
	stop slurmd
	stop slurmctld
	stop munged
	rm -f "$dir/slurm.conf"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case $cmd in
why)
	why ;;
up | down)
	[ $# -ge 1 ] || die "usage: sh t/tool/slurm.sh $cmd DIR"
	[ "$cmd" != up ] || mkdir -p "$1"
	# nothing to take down where there is no directory (its owner removed it)
	[ -d "$1" ] || [ "$cmd" != down ] || exit 0
	dir=$(cd "$1" && pwd)
	shift
	"$cmd" "$@" ;;
*)
	die "usage: sh t/tool/slurm.sh why | up DIR [PID] | down DIR" ;;
esac
