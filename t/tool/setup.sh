#!/bin/sh
# Finds every tool the tests need before any test runs: make check, make check-all
# and .ci/run call it first.
#
#   sh t/tool/setup.sh check        the tools of make check
#   sh t/tool/setup.sh check-all    those and the tools of make check-all (and .ci/run)
#
# A missing tool is installed where this user may (as root, or through passwordless
# sudo, with apt-get or dnf; with brew as an ordinary user), and one line says what.
# Otherwise a missing tool that every run needs stops it at once, status 2, with one
# message naming the tools and the command that installs them; for a missing tool
# that only some tests need it names the tests that skip.  Under CI=true every tool
# is needed.  CC names the C compiler (make passes its own; cc when unset).
#
# Until every tool is known to be here, only the shell's built-ins run: the missing
# tool may be sed.  Lists of tools and packages are words, split where used.
# shellcheck disable=SC2086,SC2046
set -u

case ${1-} in
check)
	target='make check' ;;
check-all)
	target='make check-all' ;;
*)
	echo "usage: sh t/tool/setup.sh check|check-all" >&2
	exit 2 ;;
esac
case $0 in
*/*) cd "${0%/*}/../.." || exit 2 ;;
*) cd ../.. || exit 2 ;;
esac

# The C compiler, make, bats and the POSIX tools the tests call, with seq and
# timeout, which are not POSIX but everywhere (kill, printf and test are the shell's
# own).
needed='cc make bash bats awk sed grep diff cmp find xargs sort uniq paste cut tr wc
head tail od mktemp tee comm join split mkfifo seq timeout cat cp mv rm mkdir rmdir
ln chmod touch date dirname basename env sleep ls'
# The tools only some tests need; GNU parallel also runs the files side by side.
optional='parallel mandoc xmllint dot bmake groff man'
if [ "$1" = check-all ]; then
	# make memcheck and make fuzz-run cannot run without these
	needed="$needed valgrind clang libfuzzer"
	# t/slow/cluster.bats makes its test hosts with these
	optional="$optional sshd ssh ip rsync"
fi
if [ "${CI:-}" = true ]; then
	needed="$needed $optional"
	optional=
fi

# have TOOL: TOOL is installed and works.
have() {
	case $1 in
	cc)
		set -- ${CC:-cc}
		command -v "$1" >/dev/null ;;
	parallel)
		# moreutils has a parallel of its own, which bats cannot use
		case $(parallel --version 2>/dev/null) in
		'GNU parallel'*) return 0 ;;
		*) return 1 ;;
		esac ;;
	sshd)
		[ -x /usr/sbin/sshd ] ;;
	libfuzzer)
		[ "$fuzzer" = yes ] ;;
	*)
		command -v "$1" >/dev/null ;;
	esac
}

# probe_fuzzer: fuzzer is yes when clang links a libFuzzer target (its runtime is a
# package apart), once for all the questions that follow.
probe_fuzzer() {
	fuzzer=no
	case " $needed " in
	*' libfuzzer '*) ;;
	*) return ;;
	esac
	have clang && command -v mktemp >/dev/null || return
	probe=$(mktemp -d) || return
	echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n)
{ (void)d; (void)n; return 0; }' >"$probe/t.c"
	clang -fsanitize=fuzzer,address -o "$probe/t" "$probe/t.c" >/dev/null 2>&1 && fuzzer=yes
	rm -rf "$probe"
}

# name TOOL: TOOL as the messages call it.
name() {
	case $1 in
	cc) echo "a C compiler (${CC:-cc})" ;;
	bats) echo 'bats (bats-core)' ;;
	parallel) echo 'GNU parallel' ;;
	dot) echo 'dot (Graphviz)' ;;
	libfuzzer) echo "libFuzzer's runtime for clang" ;;
	sshd) echo 'an OpenSSH server (/usr/sbin/sshd)' ;;
	*) echo "$1" ;;
	esac
}

# package MANAGER TOOL: the package that gives TOOL through MANAGER (apt-get, dnf or
# brew), or nothing where there is none.
package() {
	case $1:$2 in
	brew:cc | brew:make | brew:sshd | brew:ssh | brew:ip) ;;
	apt-get:cc) echo build-essential ;;
	*:cc) echo gcc ;;
	brew:bats) echo bats-core ;;
	apt-get:awk) echo mawk ;;
	*:awk) echo gawk ;;
	*:diff | *:cmp) echo diffutils ;;
	*:find | *:xargs) echo findutils ;;
	apt-get:xmllint) echo libxml2-utils ;;
	*:xmllint) echo libxml2 ;;
	*:dot) echo graphviz ;;
	apt-get:groff) echo groff-base ;;
	apt-get:man) echo man-db ;;
	*:man) echo man-db ;;
	brew:clang | brew:libfuzzer) echo llvm ;;
	apt-get:libfuzzer)
		# Debian's runtimes are named by clang's major version
		have clang && set -- "$(clang -dumpversion)" && echo "libclang-rt-${1%%.*}-dev" ;;
	dnf:libfuzzer) echo compiler-rt ;;
	*:sshd) echo openssh-server ;;
	apt-get:ssh) echo openssh-client ;;
	dnf:ssh) echo openssh-clients ;;
	apt-get:ip) echo iproute2 ;;
	dnf:ip) echo iproute ;;
	*:make | *:bash | *:bats | *:sed | *:grep | *:parallel | *:mandoc | *:bmake | *:groff | \
	    *:valgrind | *:clang | *:rsync)
		echo "$2" ;;
	*) echo coreutils ;;
	esac
}

# packages MANAGER TOOL...: the packages that give the TOOLs, each named once.
packages() {
	through=$1 list=
	shift
	for tool; do
		p=$(package "$through" "$tool")
		[ -n "$p" ] || continue
		case " $list " in
		*" $p "*) ;;
		*) list=${list:+$list }$p ;;
		esac
	done
	echo "$list"
}

# probe TOOL...: lacking is the TOOLs that are not installed.
probe() {
	lacking=
	for tool; do
		have "$tool" || lacking=${lacking:+$lacking }$tool
	done
}

# listed TOOL...: the TOOLs' names joined in a sentence.
listed() {
	out=
	while [ $# -gt 0 ]; do
		case $# in
		1) out="$out$(name "$1")" ;;
		2) out="$out$(name "$1") and " ;;
		*) out="$out$(name "$1"), " ;;
		esac
		shift
	done
	echo "$out"
}

manager=
for m in apt-get dnf brew; do
	command -v "$m" >/dev/null && { manager=$m; break; }
done
# This user may install as root, through sudo that asks no password, or (with brew,
# which refuses root) as themself; as_root is how the package manager is run.
uid=$(id -u 2>/dev/null) || uid=
may='' as_root=''
if [ "$manager" = brew ]; then
	[ "$uid" = 0 ] || may=yes
elif [ "$uid" = 0 ]; then
	may=yes
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
	may=yes as_root='sudo -n'
fi

# install_packages PACKAGE...: install the PACKAGEs, saying so; apt-get's lists
# are brought up to date once first.
updated=
install_packages() {
	echo "$target: installing $*"
	log=$(mktemp) || return 1
	case $manager in
	apt-get)
		if [ -z "$updated" ]; then
			updated=yes
			$as_root apt-get update -qq >"$log" 2>&1 || { cat "$log"; rm -f "$log"; return 1; }
		fi
		$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >"$log" 2>&1 ;;
	dnf)
		$as_root dnf install -y -q "$@" >"$log" 2>&1 ;;
	brew)
		brew install -q "$@" >"$log" 2>&1 ;;
	esac
	set -- $?
	[ "$1" -eq 0 ] || tail -n 20 "$log"
	rm -f "$log"
	return "$1"
}

# command_for TOOL...: the commands that install the TOOLs here, one a line; each
# system's where no package manager was found.
command_for() {
	sudo=
	[ "$uid" = 0 ] || sudo='sudo '
	case $manager in
	apt-get) echo "    ${sudo}apt-get install $(packages apt-get "$@")" ;;
	dnf) echo "    ${sudo}dnf install $(packages dnf "$@")" ;;
	brew)
		case " $* " in
		*' cc '* | *' make '*) echo '    xcode-select --install' ;;
		esac
		set -- $(packages brew "$@")
		[ $# -eq 0 ] || echo "    brew install $*" ;;
	*)
		echo "    ${sudo}apt-get install $(packages apt-get "$@")    # Debian, Ubuntu"
		echo "    ${sudo}dnf install $(packages dnf "$@")    # Fedora"
		echo "    brew install $(packages brew "$@")    # macOS" ;;
	esac
}

# stop TOOL...: the message naming the TOOLs every run needs that are missing, and
# the command that installs them; status 2.
stop() {
	if [ $# -eq 1 ]; then are=is them=it; else are=are them=them; fi
	{
		echo "$target cannot run: $(listed "$@") $are not installed. Install $them with"
		command_for "$@"
		echo "and run $target again."
	} >&2
	exit 2
}

# Install what is missing where this user may, in rounds: libFuzzer's package is
# named after clang's version, which may come in the first.  Where this user may
# not, a tool every run needs stops it before the others are asked (GNU parallel's
# answer alone takes a perl start).
probe_fuzzer
if [ -n "$manager" ] && [ -n "$may" ]; then
	tried=
	probe $needed $optional
	while [ -n "$lacking" ]; do
		new=
		for p in $(packages "$manager" $lacking); do
			case " $tried " in
			*" $p "*) ;;
			*) new=${new:+$new }$p ;;
			esac
		done
		[ -n "$new" ] || break
		tried="$tried $new"
		install_packages $new
		probe_fuzzer
		probe $needed $optional
	done
else
	probe $needed
	[ -z "$lacking" ] || stop $lacking
	probe $optional
fi
stopping='' skipped=''
for tool in $lacking; do
	case " $needed " in
	*" $tool "*) stopping="$stopping $tool" ;;
	*) skipped="$skipped $tool" ;;
	esac
done
[ -z "$stopping" ] || stop $stopping

# skipping TOOL: the test files whose tests need TOOL, which skip without it.
skipping() {
	grep -lE "(needs_tool|command -v) $1([^-[:alnum:]]|\$)|^[[:space:]]*$1 --version" \
	    t/*.bats t/slow/*.bats 2>/dev/null | paste -sd ' ' -
}

for tool in $skipped; do
	case $tool in
	sshd | ssh | ip | rsync) files=t/slow/cluster.bats ;;
	*) files=$(skipping "$tool") ;;
	esac
	how=$(command_for "$tool" | sed 's/^ *//; s/  *#.*//' | paste -sd ';' - | sed 's/;/; /g')
	why=${files:+the tests of $files that need it skip}
	[ "$tool" != parallel ] || why="the test files run one at a time${why:+, and }$why"
	echo "$target: $(name "$tool") is not installed (${how:-no package known here}):" \
	    "${why:-no test needs it}"
done
exit 0
