#!/usr/bin/env bats
# The finder of the tools the tests need (t/tool/setup.sh), which make check, make
# check-all and .ci/run call first: run with a tool hidden from PATH, it stops with one
# message naming the tool and the command that installs it, status 2, before any test
# runs; only where it is told it may (INSTALL=yes or all, CI=true) does it install,
# saying so, and then no service starts or stays enabled, a failed install fails, and
# no temporary file stays.  Each run sees PATH as a directory of links to the machine's
# tools, with id, sudo, apt-get, dnf, brew and the tools that disable a service in it
# fakes that play an ordinary user (or root) and record what they are asked, and
# WITS_SYSROOT a directory of its own in place of /usr/sbin and /etc.

load tool/helper

# The tools make check needs: a C compiler, make, bats and the POSIX tools the tests call.
needed='cc make bash bats awk sed grep diff cmp find xargs sort uniq paste cut tr wc
head tail od mktemp tee comm join split mkfifo seq timeout cat cp mv rm mkdir rmdir
ln chmod touch date dirname basename env sleep ls'

setup_file() {
	local dir
	tools=$BATS_FILE_TMPDIR/tools
	mkdir "$tools"
	# the first of a name on PATH, as PATH finds it; not bats' inner programs, which
	# bats puts first on its tests' PATH
	IFS=: read -ra dirs <<<"$PATH"
	for dir in "${dirs[@]}"; do
		[ ! -d "$dir" ] || [ "$dir" = "$BATS_ROOT/libexec/bats-core" ] ||
			ln -s "$dir"/* "$tools"/ 2>/dev/null || true
	done
	rm -f "$tools"/{id,sudo,apt-get,dnf,brew,update-rc.d,systemctl}
	# The fakes use the shell's built-ins alone, as any tool may be hidden.  id -u
	# answers the uid in the file uid; sudo asks for a password unless there is a
	# file sudo-ok (as one typed a minute ago would let it).  apt-get and dnf write
	# what they are asked in the file log; an install runs the policy-rc.d in place,
	# as a package's script would before it starts a service, and logs its answer;
	# it puts the hidden tools back unless there is a file apt-fails, or the package
	# is named in the file bad; openssh-server's install puts sshd in place and enables
	# ssh at boot, as Debian's does, and those of slurmctld, slurmd and munge do the same
	# for theirs (munge's daemon is munged).  apt-get update fails where there is a file
	# offline, as with the mirror out of reach.
	cat >"$tools/id" <<-EOF
		#!/bin/sh
		read -r uid <"$BATS_FILE_TMPDIR/uid"
		echo "\$uid"
	EOF
	cat >"$tools/sudo" <<-EOF
		#!/bin/sh
		[ -e "$BATS_FILE_TMPDIR/sudo-ok" ] || { echo 'sudo: a password is required' >&2; exit 1; }
		echo "sudo \$1" >>"$BATS_FILE_TMPDIR/log"
		exec "\$@"
	EOF
	cat >"$tools/apt-get" <<-EOF
		#!/bin/sh
		echo "\${0##*/} \$*" >>"$BATS_FILE_TMPDIR/log"
		if [ "\$1" = update ]; then
			[ ! -e "$BATS_FILE_TMPDIR/offline" ] || { echo 'E: Failed to fetch http://deb.debian.org/debian'; exit 100; }
			exit 0
		fi
		[ "\$1" = install ] || exit 0
		[ ! -e "$BATS_FILE_TMPDIR/apt-fails" ] || { echo 'E: Unable to locate package'; exit 100; }
		for p; do
			[ ! -e "$BATS_FILE_TMPDIR/bad" ] || [ "\$p" != "\$(cat "$BATS_FILE_TMPDIR/bad")" ] ||
				{ echo "No match for argument: \$p"; exit 1; }
		done
		policy=$BATS_FILE_TMPDIR/root/usr/sbin/policy-rc.d
		if [ -e "\$policy" ]; then "\$policy" ssh start; echo "policy-rc.d ssh start: \$?"; else echo "no policy-rc.d"; fi \
			>>"$BATS_FILE_TMPDIR/log"
		for p; do
			case \$p in
			openssh-server) daemon=sshd unit=ssh ;;
			slurmctld | slurmd) daemon=\$p unit=\$p ;;
			munge) daemon=munged unit=munge ;;
			*) continue ;;
			esac
			cd "$BATS_FILE_TMPDIR/root" || exit 1
			mkdir -p usr/sbin etc/systemd/system/multi-user.target.wants etc/rc2.d
			printf '#!/bin/sh\n' >usr/sbin/\$daemon && chmod 755 usr/sbin/\$daemon
			ln -s /lib/systemd/system/\$unit.service etc/systemd/system/multi-user.target.wants/\$unit.service
			ln -s ../init.d/\$unit etc/rc2.d/S01\$unit
		done
		for tool in "$BATS_FILE_TMPDIR"/hidden/*; do
			[ ! -e "\$tool" ] || mv "\$tool" "$tools/"
		done
	EOF
	cp "$tools/apt-get" "$tools/dnf"
	cat >"$tools/brew" <<-EOF
		#!/bin/sh
		echo "brew \$*" >>"$BATS_FILE_TMPDIR/log"
	EOF
	# systemctl and update-rc.d disable what they are asked to, and log it
	cat >"$tools/systemctl" <<-EOF
		#!/bin/sh
		echo "systemctl \$*" >>"$BATS_FILE_TMPDIR/log"
		rm -f "$BATS_FILE_TMPDIR"/root/etc/systemd/system/*.wants/"\$2"
	EOF
	cat >"$tools/update-rc.d" <<-EOF
		#!/bin/sh
		echo "update-rc.d \$*" >>"$BATS_FILE_TMPDIR/log"
		cd "$BATS_FILE_TMPDIR/root/etc/rc2.d" && mv "S01\$1" "K01\$1"
	EOF
	chmod 755 "$tools"/{id,sudo,apt-get,dnf,brew,systemctl,update-rc.d}
	# The tools only some tests need, and those of make check-all, are all here, so that
	# what the finder says does not hang on this machine: a fake (which answers GNU
	# parallel's --version, and nothing else) stands for each that is not installed,
	# named in the file faked; and a clang that links anything for one that cannot
	# link a libFuzzer target.
	for tool in parallel mandoc xmllint dot bmake groff man valgrind ssh ip rsync sbatch chromium \
	    chromium-browser pdfinfo pdftotext pdftoppm; do
		has_tool "$tool" && continue
		rm -f "$tools/$tool"
		printf '#!/bin/sh\n[ "$1" = --version ] && echo "GNU parallel (a fake)"\n' >"$tools/$tool"
		chmod 755 "$tools/$tool"
		echo "$tool" >>"$BATS_FILE_TMPDIR/faked"
	done
	printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' \
		>"$BATS_FILE_TMPDIR/fuzz.c"
	if ! clang -fsanitize=fuzzer,address -o "$BATS_FILE_TMPDIR/fuzz" "$BATS_FILE_TMPDIR/fuzz.c" 2>/dev/null; then
		rm -f "$tools/clang"
		printf '#!/bin/sh\nexit 0\n' >"$tools/clang"
		chmod 755 "$tools/clang"
	fi
	WITS_SYSROOT=$BATS_FILE_TMPDIR/root
	export tools WITS_SYSROOT
}

setup() {
	cd "$BATS_TEST_TMPDIR"
	rm -rf "$BATS_FILE_TMPDIR"/{hidden,log,sudo-ok,apt-fails,offline,bad,root}
	mkdir -p "$BATS_FILE_TMPDIR/hidden" "$BATS_FILE_TMPDIR/root/usr/sbin"
	echo 1000 >"$BATS_FILE_TMPDIR/uid"
}

# hide TOOL...: take the TOOLs off the PATH of finder and make_check; a tool
# this machine lacks is hidden already.
hide() {
	local tool
	for tool; do
		[ ! -e "$tools/$tool" ] || mv "$tools/$tool" "$BATS_FILE_TMPDIR/hidden/"
	done
}

# unhide: put every hidden tool back.
unhide() {
	local tool
	for tool in "$BATS_FILE_TMPDIR"/hidden/*; do
		[ ! -e "$tool" ] || mv "$tool" "$tools/"
	done
}

# finder LEVEL [NAME=VALUE...]: run the finder for make LEVEL on that PATH alone, its
# temporary files in the test's tmp, which it must leave empty.
finder() {
	mkdir -p "$BATS_TEST_TMPDIR/tmp"
	run env -i PATH="$tools" HOME="$HOME" TMPDIR="$BATS_TEST_TMPDIR/tmp" WITS_SYSROOT="$WITS_SYSROOT" \
		"${@:2}" sh "$top/t/tool/setup.sh" "$1"
	[ -z "$(ls -A "$BATS_TEST_TMPDIR/tmp")" ] || { echo "left behind: $(ls -A "$BATS_TEST_TMPDIR/tmp")"; false; }
}

# logged: what the fakes were asked, one line each.
logged() {
	cat "$BATS_FILE_TMPDIR/log" 2>/dev/null || true
}

teardown() {
	unhide
}

@test "each tool make check needs, hidden: one message naming it and its install, status 2" {
	# the packages Debian gives some of them in
	declare -A package=([cc]=build-essential [make]=make [bats]=bats [awk]=mawk [diff]=diffutils
		[find]=findutils [sed]=sed [seq]=coreutils [timeout]=coreutils)
	finder check
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	for tool in $needed; do
		hide "$tool"
		finder check
		unhide
		[ "$status" -eq 2 ] || { echo "$tool hidden: status $status: $output"; false; }
		case $tool in
		cc) name='a C compiler (cc)' ;;
		bats) name='bats (bats-core)' ;;
		*) name=$tool ;;
		esac
		[ "${#lines[@]}" -eq 3 ] &&
		[ "${lines[0]}" = "make check cannot run: $name is not installed. Install it with" ] &&
		[[ "${lines[1]}" =~ ^"    sudo apt-get install "[a-z0-9.+-]+$ ]] &&
		[ "${lines[2]}" = "and run make check again, or run make check INSTALL=yes to have it installed." ] ||
			{ echo "$tool hidden: $output"; false; }
		[ -z "${package[$tool]-}" ] || [ "${lines[1]}" = "    sudo apt-get install ${package[$tool]}" ] ||
			{ echo "$tool hidden: $output"; false; }
	done
	# two at once, in one message
	hide bats seq
	finder check
	[ "$status" -eq 2 ]
	[ "$output" = "make check cannot run: bats (bats-core) and seq are not installed. Install them with
    sudo apt-get install bats coreutils
and run make check again, or run make check INSTALL=yes to have them installed." ]
	unhide
	# a cc that is there but compiles nothing (macOS's, without the command-line tools)
	printf '#!/bin/sh\necho "xcrun: error: invalid active developer path" >&2\nexit 1\n' >stub-cc
	chmod 755 stub-cc
	finder check CC="$PWD/stub-cc"
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "make check cannot run: a C compiler ($PWD/stub-cc) is not installed. Install it with" ] ||
		{ echo "$output"; false; }
	# nothing was installed, nor sudo asked
	[ -z "$(logged)" ]
}

# make_check ARG...: make check on that PATH, the canary file its suite.  The rest of
# the environment stays, MAKEFLAGS with it: the build then has the flags of the one
# that runs this file (SAN=1 in make check-all), and is not redone under other tests.
make_check() {
	run env PATH="$tools" CI= make -s -C "$top" check QUICK="$BATS_TEST_TMPDIR/canary.bats" INSTALL= "$@"
}

@test "make check with a tool missing stops before building or running any test; INSTALL=yes installs it" {
	at=@
	printf '%stest canary { touch "%s/ran"; }\n' "$at" "$BATS_TEST_TMPDIR" >canary.bats
	for tool in cc bats sed; do
		hide "$tool"
		if [ "$tool" = cc ]; then make_check CC=cc; else make_check; fi
		unhide
		[ "$status" -ne 0 ] && [ ! -e ran ] || { echo "$tool hidden: status $status: $output"; false; }
		[[ "$output" == *"make check cannot run: "*"$tool"*" is not installed. Install it with"* ]] ||
			{ echo "$tool hidden: $output"; false; }
		[[ "$output" != *"1..1"* ]]
	done
	# the canary runs once nothing is missing (one file: GNU parallel, if a fake, unused,
	# kept apart as the fake install puts back what is hidden)
	if grep -qx parallel "$BATS_FILE_TMPDIR/faked" 2>/dev/null; then
		mv "$tools/parallel" "$BATS_FILE_TMPDIR/parallel"
	fi
	# make passes INSTALL=yes on: as root, bats is installed, and the canary runs
	echo 0 >"$BATS_FILE_TMPDIR/uid"
	hide bats
	make_check INSTALL=yes
	[ ! -e "$BATS_FILE_TMPDIR/parallel" ] || mv "$BATS_FILE_TMPDIR/parallel" "$tools/"
	[ "$status" -eq 0 ] && [ -e ran ] || { echo "$output"; false; }
	[ "${lines[0]}" = "make check: installing bats" ]
	[ "${lines[-1]}" = "1 test, 0 failures" ] || { echo "$output"; false; }
}

@test "as root it installs nothing unasked; INSTALL=yes installs what every run needs, INSTALL=all the rest" {
	echo 0 >"$BATS_FILE_TMPDIR/uid"
	hide bats seq mandoc
	finder check
	[ "$status" -eq 2 ]
	[ "$output" = "make check cannot run: bats (bats-core) and seq are not installed. Install them with
    apt-get install bats coreutils
and run make check again, or run make check INSTALL=yes to have them installed." ]
	[ -z "$(logged)" ]
	# told it may: the needed ones in one transaction, its lists updated first, and not
	# mandoc (the fake install puts back every tool hidden)
	finder check INSTALL=yes
	[ "$status" -eq 0 ] && [ "$output" = "make check: installing bats coreutils" ] || { echo "$output"; false; }
	[ "$(logged)" = "apt-get update -qq
apt-get install -y -qq --no-install-recommends bats coreutils
policy-rc.d ssh start: 101" ]
	[ -e "$tools/bats" ] && [ -e "$tools/seq" ]
	# the policy-rc.d placed for the install is gone
	[ ! -e "$WITS_SYSROOT/usr/sbin/policy-rc.d" ]
	rm "$BATS_FILE_TMPDIR/log"
	hide mandoc
	finder check INSTALL=yes
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[[ "$output" == "make check: mandoc is not installed (apt-get install mandoc): the tests of "*" that need it skip" ]] ||
		{ echo "$output"; false; }
	[ -z "$(logged)" ]
	finder check INSTALL=all
	[ "$status" -eq 0 ] && [ "$output" = "make check: installing mandoc" ] || { echo "$output"; false; }
	[ "$(logged)" = "apt-get update -qq
apt-get install -y -qq --no-install-recommends mandoc
policy-rc.d ssh start: 101" ]
}

@test "a sudo that asks no password is no leave; told it may, it installs through sudo" {
	touch "$BATS_FILE_TMPDIR/sudo-ok"
	hide bats mandoc
	finder check
	[ "$status" -eq 2 ]
	[ "${lines[1]}" = "    sudo apt-get install bats" ]
	[ -z "$(logged)" ]
	finder check INSTALL=yes
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "${lines[0]}" = "make check: installing bats" ]
	[ "$(logged)" = "sudo sh
sudo apt-get
apt-get update -qq
sudo env
apt-get install -y -qq --no-install-recommends bats
policy-rc.d ssh start: 101
sudo rm" ]
	[ ! -e "$WITS_SYSROOT/usr/sbin/policy-rc.d" ]
	# a sudo that asks for a password it is not given: the set-up fails, saying why
	rm "$BATS_FILE_TMPDIR/sudo-ok"
	hide bats
	finder check INSTALL=yes
	[ "$status" -eq 2 ]
	[ "$output" = "make check: installing bats
sudo: a password is required
make check cannot run: placing $WITS_SYSROOT/usr/sbin/policy-rc.d failed (its last words above)." ]
}

@test "a failed install fails the set-up, saying why: a package not found, the mirror out of reach" {
	echo 0 >"$BATS_FILE_TMPDIR/uid"
	touch "$BATS_FILE_TMPDIR/apt-fails"
	hide bats
	finder check INSTALL=yes
	[ "$status" -eq 2 ]
	[ "$output" = "make check: installing bats
E: Unable to locate package
make check cannot run: apt-get install bats failed (its last words above)." ]
	rm "$BATS_FILE_TMPDIR/apt-fails"
	touch "$BATS_FILE_TMPDIR/offline"
	finder check INSTALL=yes
	[ "$status" -eq 2 ]
	[ "$output" = "make check: installing bats
E: Failed to fetch http://deb.debian.org/debian
make check cannot run: apt-get update failed (its last words above)." ]
	[ ! -e "$tools/bats" ]
	[ ! -e "$WITS_SYSROOT/usr/sbin/policy-rc.d" ]
}

@test "on Fedora each optional package has a transaction of its own: a bad name keeps nothing else out" {
	echo 0 >"$BATS_FILE_TMPDIR/uid"
	hide apt-get bats mandoc xmllint
	echo libxml2 >"$BATS_FILE_TMPDIR/bad"
	finder check INSTALL=all
	[ "$status" -eq 2 ]
	[ "$output" = "make check: installing bats
make check: installing mandoc
make check: installing libxml2
No match for argument: libxml2
make check: dnf install libxml2 failed (its last words above)." ]
	[ "$(grep '^dnf' "$BATS_FILE_TMPDIR/log")" = "dnf install -y -q bats
dnf install -y -q mandoc
dnf install -y -q libxml2" ]
	[ -e "$tools/bats" ] && [ -e "$tools/mandoc" ]
}

@test "no service starts or stays enabled: openssh-server, Slurm and munge installed under a policy-rc.d, then disabled" {
	echo 0 >"$BATS_FILE_TMPDIR/uid"
	# the services enabled before stay so
	mkdir -p "$WITS_SYSROOT"/etc/{systemd/system/{multi-user,timers}.target.wants,rc2.d}
	ln -s /lib/systemd/system/cron.service "$WITS_SYSROOT/etc/systemd/system/multi-user.target.wants/"
	ln -s /lib/systemd/system/apt-daily.timer "$WITS_SYSROOT/etc/systemd/system/timers.target.wants/"
	ln -s ../init.d/cron "$WITS_SYSROOT/etc/rc2.d/S01cron"
	finder check-all CI=true
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$output" = "make check-all: installing openssh-server slurmctld slurmd munge
make check-all: the install enabled munge.service at boot; disabled again, as no test uses it
make check-all: the install enabled slurmctld.service at boot; disabled again, as no test uses it
make check-all: the install enabled slurmd.service at boot; disabled again, as no test uses it
make check-all: the install enabled ssh.service at boot; disabled again, as no test uses it
make check-all: the install enabled munge at boot; disabled again, as no test uses it
make check-all: the install enabled slurmctld at boot; disabled again, as no test uses it
make check-all: the install enabled slurmd at boot; disabled again, as no test uses it
make check-all: the install enabled ssh at boot; disabled again, as no test uses it" ] ||
		{ echo "$output"; false; }
	[ "$(logged)" = "apt-get update -qq
apt-get install -y -qq --no-install-recommends openssh-server slurmctld slurmd munge
policy-rc.d ssh start: 101
systemctl disable munge.service
systemctl disable slurmctld.service
systemctl disable slurmd.service
systemctl disable ssh.service
update-rc.d munge disable
update-rc.d slurmctld disable
update-rc.d slurmd disable
update-rc.d ssh disable" ] || { logged; false; }
	local daemon
	for daemon in sshd slurmctld slurmd munged; do
		[ -x "$WITS_SYSROOT/usr/sbin/$daemon" ]
	done
	[ ! -e "$WITS_SYSROOT/usr/sbin/policy-rc.d" ]
	[ "$(cd "$WITS_SYSROOT/etc" && find . -name 'S*' -o -path '*.wants/*' | sort)" = "./rc2.d/S01cron
./systemd/system/multi-user.target.wants/cron.service
./systemd/system/timers.target.wants/apt-daily.timer" ]
	# without systemctl, the link itself goes (kept apart, as the fake install puts
	# back what is hidden)
	rm -rf "$WITS_SYSROOT"/etc/* "$WITS_SYSROOT"/usr/sbin/*
	mv "$tools/systemctl" "$BATS_FILE_TMPDIR/systemctl"
	finder check-all CI=true
	mv "$BATS_FILE_TMPDIR/systemctl" "$tools/"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ -z "$(find "$WITS_SYSROOT/etc" -path '*.wants/*')" ]
	# systemctl ran in the first run alone, once for each of the four units
	[ "$(grep -c '^systemctl' "$BATS_FILE_TMPDIR/log")" -eq 4 ] || { logged; false; }
	# a machine's own policy-rc.d stays as it was, and rules
	rm -rf "$WITS_SYSROOT"/*
	mkdir -p "$WITS_SYSROOT/usr/sbin"
	printf '#!/bin/sh\nexit 0\n' >"$WITS_SYSROOT/usr/sbin/policy-rc.d"
	chmod 755 "$WITS_SYSROOT/usr/sbin/policy-rc.d"
	rm "$BATS_FILE_TMPDIR/log"
	finder check-all CI=true
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$(sed -n 3p "$BATS_FILE_TMPDIR/log")" = "policy-rc.d ssh start: 0" ]
	[ "$(cat "$WITS_SYSROOT/usr/sbin/policy-rc.d")" = "$(printf '#!/bin/sh\nexit 0')" ]
}

@test "a tool only some tests need is named with the tests that skip; under CI=true it is needed" {
	hide mandoc parallel
	finder check
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 2 ] || { echo "$output"; false; }
	# the files are this tree's, whose guards may change: man.bats's stays
	want='make check: GNU parallel is not installed (sudo apt-get install parallel):'
	[[ "${lines[0]}" == "$want the test files run one at a time"* ]] || { echo "$output"; false; }
	want='make check: mandoc is not installed (sudo apt-get install mandoc): the tests of '
	[[ "${lines[1]}" == "$want"*"t/man.bats"*" that need it skip" ]] || { echo "$output"; false; }
	# CI=true installs them; where it cannot, it stops
	hide apt-get dnf brew
	finder check CI=true
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "make check: told to install, but cannot: there is no apt-get, dnf or brew here" ]
	want='make check cannot run: GNU parallel and mandoc are not installed. Install them with'
	[ "${lines[1]}" = "$want" ]
	[ "${lines[2]}" = "    sudo apt-get install parallel mandoc    # Debian, Ubuntu" ]
	[ "${lines[-1]}" = "and run make check again." ]
}

@test "with no package manager the message gives the command of each system" {
	hide apt-get dnf brew bats
	finder check
	[ "$status" -eq 2 ]
	[ "$output" = "make check cannot run: bats (bats-core) is not installed. Install it with
    sudo apt-get install bats    # Debian, Ubuntu
    sudo dnf install bats    # Fedora
    brew install bats-core    # macOS
and run make check again, or run make check INSTALL=yes to have it installed." ]
}

@test "make check-all needs valgrind and libFuzzer's runtime too, named by clang's version" {
	# a clang of version 14 that cannot link a fuzzer
	hide valgrind clang
	printf '#!/bin/sh\ncase "$*" in -dumpversion) echo 14.0.6 ;; *) exit 1 ;; esac\n' >"$tools/clang"
	chmod 755 "$tools/clang"
	finder check-all
	[ "$status" -eq 2 ]
	want="make check-all cannot run: valgrind and libFuzzer's runtime for clang are not"
	[ "$output" = "$want installed. Install them with
    sudo apt-get install valgrind libclang-rt-14-dev
and run make check-all again, or run make check-all INSTALL=yes to have them installed." ]
	# with brew: llvm's clang, which brew leaves off PATH (where Apple's is), by its path
	hide apt-get dnf
	finder check-all
	rm "$tools/clang"
	[ "$status" -eq 2 ]
	[ "$output" = "$want installed. Install them with
    brew install valgrind llvm
    export PATH=\"\$(brew --prefix llvm)/bin:\$PATH\"
and run make check-all again, or run make check-all INSTALL=yes to have them installed." ]
	# and the xcode-select stub's cc: the command-line tools
	printf '#!/bin/sh\nexit 1\n' >stub-cc
	chmod 755 stub-cc
	finder check CC="$PWD/stub-cc"
	[ "$status" -eq 2 ]
	[ "${lines[1]}" = "    xcode-select --install" ]
}

@test "make check-all prints with Chromium and reads the PDFs with poppler: named with the tests that skip; CI=true installs them" {
	echo 0 >"$BATS_FILE_TMPDIR/uid"
	hide chromium chromium-browser pdfinfo pdftotext pdftoppm
	finder check-all
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	# the files are this tree's: print.bats's guard stays
	want='make check-all: Chromium is not installed (apt-get install chromium): the tests of '
	grep -qx "$want.*t/slow/print.bats.* that need it skip" <<<"$output" || { echo "$output"; false; }
	want='make check-all: pdftotext (poppler) is not installed (apt-get install poppler-utils): the tests of '
	grep -qx "$want.*t/slow/print.bats.* that need it skip" <<<"$output" || { echo "$output"; false; }
	[ -z "$(logged)" ]
	# INSTALL=all: Chromium in a transaction of its own, poppler's three tools in one
	finder check-all INSTALL=all
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	grep -qx 'make check-all: installing chromium' <<<"$output" || { echo "$output"; false; }
	grep -qx 'make check-all: installing poppler-utils' <<<"$output" || { echo "$output"; false; }
	[ "$(grep -c 'poppler-utils' <<<"$output")" -eq 1 ]
	grep -qx 'apt-get install -y -qq --no-install-recommends chromium' "$BATS_FILE_TMPDIR/log"
	grep -qx 'apt-get install -y -qq --no-install-recommends poppler-utils' "$BATS_FILE_TMPDIR/log"
	[ -e "$tools/chromium" ] && [ -e "$tools/pdftoppm" ]
	# CI=true, where every tool is needed: with the rest that every run needs
	rm "$BATS_FILE_TMPDIR/log"
	hide chromium chromium-browser pdfinfo pdftotext pdftoppm
	finder check-all CI=true
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	grep -qx 'make check-all: installing \(.* \)*chromium poppler-utils' <<<"$output" || { echo "$output"; false; }
	[ -e "$tools/chromium" ] && [ -e "$tools/pdftoppm" ]
	# Fedora's chromium-browser is Chromium; brew knows poppler, not Chromium
	hide chromium pdftotext
	finder check-all
	[[ "$output" != *"Chromium is not installed"* ]] || { echo "$output"; false; }
	hide apt-get dnf chromium-browser
	finder check-all
	grep -qx 'make check-all: Chromium is not installed (no package known here): the tests of .* that need it skip' <<<"$output" ||
		{ echo "$output"; false; }
	grep -q '^make check-all: pdftotext (poppler) is not installed (brew install poppler)' <<<"$output" ||
		{ echo "$output"; false; }
}
