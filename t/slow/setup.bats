#!/usr/bin/env bats
# The finder of the tools the tests need (t/tool/setup.sh), which make check, make
# check-all and .ci/run call first: run with a tool hidden from PATH, it stops with one
# message naming the tool and the command that installs it, status 2, before any test
# runs; where this user may install, it installs, saying so.  Each run sees PATH as a
# directory of links to the machine's tools, with id, sudo and apt-get in it fakes that
# play an ordinary user (or root) and record what they are asked.

load ../tool/helper

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
	rm -f "$tools"/{id,sudo,apt-get,dnf,brew}
	# The fakes use the shell's built-ins alone, as any tool may be hidden.  id -u
	# answers the uid in the file uid; sudo asks for a password unless there is a
	# file sudo-ok; apt-get writes what it is asked in the file log, and an install
	# puts the hidden tools back unless there is a file apt-fails.
	cat >"$tools/id" <<-EOF
		#!/bin/sh
		read -r uid <"$BATS_FILE_TMPDIR/uid"
		echo "\$uid"
	EOF
	cat >"$tools/sudo" <<-EOF
		#!/bin/sh
		[ -e "$BATS_FILE_TMPDIR/sudo-ok" ] || { echo 'sudo: a password is required' >&2; exit 1; }
		[ "\$1" = -n ] && shift
		echo "sudo \$*" >>"$BATS_FILE_TMPDIR/log"
		exec "\$@"
	EOF
	cat >"$tools/apt-get" <<-EOF
		#!/bin/sh
		echo "apt-get \$*" >>"$BATS_FILE_TMPDIR/log"
		[ "\$1" = install ] || exit 0
		[ ! -e "$BATS_FILE_TMPDIR/apt-fails" ] || { echo 'E: Unable to locate package'; exit 100; }
		for tool in "$BATS_FILE_TMPDIR"/hidden/*; do
			[ ! -e "\$tool" ] || mv "\$tool" "$tools/"
		done
	EOF
	chmod 755 "$tools/id" "$tools/sudo" "$tools/apt-get"
	# The tools only some tests need are all here, so that what the finder says does
	# not hang on this machine: a fake (which answers GNU parallel's --version, and
	# nothing else) stands for each that is not installed, named in the file faked.
	for tool in parallel mandoc xmllint dot bmake; do
		has_tool "$tool" && continue
		rm -f "$tools/$tool"
		printf '#!/bin/sh\n[ "$1" = --version ] && echo "GNU parallel (a fake)"\n' >"$tools/$tool"
		chmod 755 "$tools/$tool"
		echo "$tool" >>"$BATS_FILE_TMPDIR/faked"
	done
	export tools
}

setup() {
	cd "$BATS_TEST_TMPDIR"
	rm -rf "$BATS_FILE_TMPDIR"/{hidden,log,sudo-ok,apt-fails}
	mkdir "$BATS_FILE_TMPDIR/hidden"
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

# finder LEVEL [NAME=VALUE...]: run the finder for make LEVEL on that PATH alone.
finder() {
	run env -i PATH="$tools" HOME="$HOME" "${@:2}" sh "$top/t/tool/setup.sh" "$1"
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
		[ "${lines[2]}" = "and run make check again." ] || { echo "$tool hidden: $output"; false; }
		[ -z "${package[$tool]-}" ] || [ "${lines[1]}" = "    sudo apt-get install ${package[$tool]}" ] ||
			{ echo "$tool hidden: $output"; false; }
	done
	# an ordinary user whose sudo asks for a password installs nothing
	[ -z "$(logged)" ]
	# two at once, in one message
	hide bats seq
	finder check
	[ "$status" -eq 2 ]
	[ "$output" = "make check cannot run: bats (bats-core) and seq are not installed. Install them with
    sudo apt-get install bats coreutils
and run make check again." ]
}

# make_check ARG...: make check on that PATH, the canary file its suite.  The rest of
# the environment stays, MAKEFLAGS with it: the build then has the flags of the one
# that runs this file (SAN=1 in make check-all), and is not redone under other tests.
make_check() {
	run env PATH="$tools" CI= make -s -C "$top" check QUICK="$BATS_TEST_TMPDIR/canary.bats" "$@"
}

@test "make check with a tool missing stops before building or running any test" {
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
	# the canary runs once nothing is missing (one file: GNU parallel, if a fake, unused)
	if grep -qx parallel "$BATS_FILE_TMPDIR/faked" 2>/dev/null; then
		hide parallel
	fi
	make_check
	[ "$status" -eq 0 ] && [ -e ran ] || { echo "$output"; false; }
	[ "${lines[-1]}" = "1 test, 0 failures" ] || { echo "$output"; false; }
}

@test "as root it installs what is missing with apt-get, its lists updated once, and says so" {
	echo 0 >"$BATS_FILE_TMPDIR/uid"
	hide bats seq mandoc
	finder check
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	[ "$output" = "make check: installing bats coreutils mandoc" ]
	[ "$(logged)" = "apt-get update -qq
apt-get install -y -qq bats coreutils mandoc" ]
	[ -e "$tools/bats" ] && [ -e "$tools/seq" ] && [ -e "$tools/mandoc" ]
}

@test "with sudo that asks no password it installs; an install that fails stops with the command" {
	touch "$BATS_FILE_TMPDIR/sudo-ok"
	hide bats
	finder check
	[ "$status" -eq 0 ] && [ "$output" = "make check: installing bats" ] || { echo "$output"; false; }
	[ "$(logged)" = "sudo true
sudo apt-get update -qq
apt-get update -qq
sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bats
apt-get install -y -qq bats" ]
	# as root, an install that fails: its output, then the message
	rm "$BATS_FILE_TMPDIR/sudo-ok"
	echo 0 >"$BATS_FILE_TMPDIR/uid"
	touch "$BATS_FILE_TMPDIR/apt-fails"
	hide bats
	finder check
	[ "$status" -eq 2 ]
	[ "$output" = "make check: installing bats
E: Unable to locate package
make check cannot run: bats (bats-core) is not installed. Install it with
    apt-get install bats
and run make check again." ]
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
	finder check CI=true
	[ "$status" -eq 2 ]
	want='make check cannot run: GNU parallel and mandoc are not installed. Install them with'
	[ "${lines[0]}" = "$want" ]
	[ "${lines[1]}" = "    sudo apt-get install parallel mandoc" ]
}

@test "with no package manager the message gives the command of each system" {
	hide apt-get bats
	finder check
	[ "$status" -eq 2 ]
	[ "$output" = "make check cannot run: bats (bats-core) is not installed. Install it with
    sudo apt-get install bats    # Debian, Ubuntu
    sudo dnf install bats    # Fedora
    brew install bats-core    # macOS
and run make check again." ]
}

@test "make check-all needs valgrind and libFuzzer's runtime too, named by clang's version" {
	# a clang of version 14 that cannot link a fuzzer
	hide valgrind clang
	printf '#!/bin/sh\ncase "$*" in -dumpversion) echo 14.0.6 ;; *) exit 1 ;; esac\n' >"$tools/clang"
	chmod 755 "$tools/clang"
	finder check-all
	rm "$tools/clang"
	[ "$status" -eq 2 ]
	want="make check-all cannot run: valgrind and libFuzzer's runtime for clang are not"
	[ "$output" = "$want installed. Install them with
    sudo apt-get install valgrind libclang-rt-14-dev
and run make check-all again." ]
}
