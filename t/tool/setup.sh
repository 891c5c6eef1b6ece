#!/bin/sh
# Finds every tool the tests need before any test runs: make check, make check-all
# and .ci/run call it first.
#
#   sh t/tool/setup.sh check        the tools of make check
#   sh t/tool/setup.sh check-all    those and the tools of make check-all (and .ci/run)
#
# It installs nothing unless told it may: INSTALL=yes (make check INSTALL=yes) installs
# the tools every run needs, INSTALL=all the optional ones too, and CI=true, under which
# every tool is needed, all of them.  Told so, it installs with apt-get or dnf as root,
# or through sudo (which may ask for a password), or with brew as an ordinary user, one
# line saying what; a failed install stops it, status 2, with the manager's last words.
# Otherwise a missing tool that every run needs stops it at once, status 2, with one
# message naming the tools and the command that installs them; for a missing tool that
# only some tests need it names the tests that skip.  CC names the C compiler (make
# passes its own; cc when unset), which must compile.
#
# No install starts or enables a service: with apt-get a policy-rc.d that refuses every
# start is in place while it runs (unless the machine has its own), and a service the
# install enabled is disabled again before the next step (update-rc.d, systemctl).
# WITS_SYSROOT, for the tests alone, puts the /usr/sbin and /etc it looks at elsewhere.
# Its temporary files are gone however it ends.
#
# Until every tool is known to be here, only the shell's built-ins run: the missing
# tool may be sed.  Lists of tools and packages are words, split where used.
# shellcheck disable=SC2086,SC2046,SC2016,SC2317
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
	# t/slow/cluster.bats makes its test hosts with these, t/slow/slurm.bats its Slurm; the
	# sheets and pictures are printed by Chromium and read back by poppler's tools
	# (t/tool/browser.bash)
	optional="$optional sshd ssh ip rsync slurmctld slurmd munged sbatch chromium pdfinfo pdftotext pdftoppm"
fi
if [ "${CI:-}" = true ]; then
	needed="$needed $optional"
	optional=
fi

# What this run may install: every tool (CI=true, INSTALL=all), the tools every run
# needs (INSTALL=yes), or nothing.  A sudo that asks no password is no leave.
case ${CI:-}:${INSTALL:-} in
true:* | *:all) consent=all ;;
*:yes) consent=needed ;;
*) consent= ;;
esac

# Temporary files, and the policy-rc.d placed here, go however this ends.
scratch='' placed=''
cleanup() {
	[ -z "$scratch" ] || rm -rf "$scratch"
	[ -z "$placed" ] || $as_root rm -f "$policy"
	scratch='' placed=''
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
as_root=''

# temp NAME: tmp is a path for a temporary file NAME, in a directory made once; fails
# where mktemp, or rm to remove it, is not here yet.
temp() {
	if [ -z "$scratch" ]; then
		command -v rm >/dev/null || return 1
		scratch=$(mktemp -d 2>/dev/null) || { scratch=''; return 1; }
	fi
	tmp=$scratch/$1
}

# have TOOL: TOOL is installed and works.
have() {
	case $1 in
	cc)
		set -- ${CC:-cc}
		command -v "$1" >/dev/null && [ "$compiles" = yes ] ;;
	parallel)
		# moreutils has a parallel of its own, which bats cannot use
		case $(parallel --version 2>/dev/null) in
		'GNU parallel'*) return 0 ;;
		*) return 1 ;;
		esac ;;
	sshd | slurmctld | slurmd | munged)
		[ -x "${WITS_SYSROOT-}/usr/sbin/$1" ] ;;
	libfuzzer)
		[ "$fuzzer" = yes ] ;;
	chromium)
		# Fedora's package names it chromium-browser
		command -v chromium >/dev/null || command -v chromium-browser >/dev/null ;;
	*)
		command -v "$1" >/dev/null ;;
	esac
}

# probe_compilers: compiles is yes when CC compiles and links a program (on macOS
# /usr/bin/cc is there without the command-line tools, and only says so), or where
# that cannot be tried yet; fuzzer is yes when clang links a libFuzzer target (its
# runtime is a package apart).  Once for all the questions that follow.
probe_compilers() {
	compiles=yes fuzzer=no
	temp probe.c || return 0
	echo 'int main(void) { return 0; }' >"$tmp"
	${CC:-cc} -o "${tmp%.c}" "$tmp" >/dev/null 2>&1 || compiles=no
	case " $needed " in
	*' libfuzzer '*) ;;
	*) return 0 ;;
	esac
	have clang || return 0
	echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n)
{ (void)d; (void)n; return 0; }' >"$tmp"
	clang -fsanitize=fuzzer,address -o "${tmp%.c}" "$tmp" >/dev/null 2>&1 && fuzzer=yes
	return 0
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
	chromium) echo 'Chromium' ;;
	pdfinfo | pdftotext | pdftoppm) echo "$1 (poppler)" ;;
	slurmctld | slurmd) echo "Slurm's $1 (/usr/sbin/$1)" ;;
	munged) echo 'the MUNGE daemon (/usr/sbin/munged)' ;;
	sbatch) echo "Slurm's sbatch" ;;
	*) echo "$1" ;;
	esac
}

# package MANAGER TOOL: the package that gives TOOL through MANAGER (apt-get, dnf or
# brew), or nothing where there is none.
package() {
	case $1:$2 in
	brew:cc | brew:make | brew:sshd | brew:ssh | brew:ip | brew:chromium | brew:slurm* | brew:munged | \
	    brew:sbatch) ;;
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
	brew:pdf*) echo poppler ;;
	*:pdfinfo | *:pdftotext | *:pdftoppm) echo poppler-utils ;;
	dnf:slurmctld | dnf:slurmd) echo "slurm-$2" ;;
	apt-get:sbatch) echo slurm-client ;;
	dnf:sbatch) echo slurm ;;
	*:munged) echo munge ;;
	*:make | *:bash | *:bats | *:sed | *:grep | *:parallel | *:mandoc | *:bmake | *:groff | \
	    *:valgrind | *:clang | *:rsync | *:chromium | *:slurmctld | *:slurmd)
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
uid=$(id -u 2>/dev/null) || uid=
# Where this run may install, can is yes and as_root is how the package manager is run:
# as root, through sudo, or (with brew, which refuses root) as this user.
can='' cannot=''
if [ -z "$consent" ]; then
	:
elif [ -z "$manager" ]; then
	cannot='there is no apt-get, dnf or brew here'
elif [ "$manager" = brew ]; then
	if [ "$uid" = 0 ]; then cannot='brew does not run as root'; else can=yes; fi
elif [ "$uid" = 0 ]; then
	can=yes
elif command -v sudo >/dev/null; then
	can=yes as_root=sudo
else
	cannot='this user is not root, and there is no sudo'
fi
[ -z "$cannot" ] || echo "$target: told to install, but cannot: $cannot"

# Where services start or are enabled at boot: Debian's policy-rc.d, systemd's units
# and SysV's start links.
policy=${WITS_SYSROOT-}/usr/sbin/policy-rc.d
# enabled: links is the links that start a service at boot, each a word.
enabled() {
	links=
	for link in "${WITS_SYSROOT-}"/etc/systemd/system/*.wants/* "${WITS_SYSROOT-}"/etc/rc[2-5].d/S*; do
		[ ! -L "$link" ] || links="$links $link"
	done
}

# hold_services: no service starts while apt-get installs (its policy-rc.d refuses
# every start; the machine's own, if it has one, stays in charge), and before is the
# services enabled so far.
hold_services() {
	enabled
	before=$links
	[ "$manager" = apt-get ] && [ ! -e "$policy" ] || return 0
	$as_root sh -c 'printf "#!/bin/sh\n# make check: no service starts while it installs\nexit 101\n" >"$1" &&
	    chmod 755 "$1"' sh "$policy" || return 1
	placed=yes
}

# release_services LOG: each service the install enabled at boot disabled again (the
# words of the tools that do it in LOG), saying so; then the policy-rc.d placed goes.
release_services() {
	disabled=
	enabled
	for link in $links; do
		case " $before " in
		*" $link "*) continue ;;
		esac
		case $link in
		*/S[0-9][0-9]*) unit=${link##*/S[0-9][0-9]} ;;
		*) unit=${link##*/} ;;
		esac
		case " $disabled " in
		*" $unit "*) continue ;;
		esac
		disabled="$disabled $unit"
		echo "$target: the install enabled $unit at boot; disabled again, as no test uses it"
		# without systemctl (a chroot, say) the link itself goes, as systemctl's would
		case $link in
		*/S[0-9][0-9]*) $as_root update-rc.d "$unit" disable ;;
		*) if command -v systemctl >/dev/null; then
			$as_root systemctl disable "$unit"
		else
			$as_root rm -f "$link"
		fi ;;
		esac >>"$1" 2>&1
	done
	[ -z "$placed" ] || $as_root rm -f "$policy"
	placed=
}

# install_packages PACKAGE...: install the PACKAGEs, saying so, in one transaction;
# apt-get's lists are brought up to date once first.  On a failure the manager's last
# words are shown, and what failed is in failure.
updated=
install_packages() {
	echo "$target: installing $*"
	temp install.log && log=$tmp || log=/dev/null
	: >"$log"
	hold_services || { failure="placing $policy"; return 1; }
	st=0
	case $manager in
	apt-get)
		if [ -z "$updated" ]; then
			$as_root apt-get update -qq >>"$log" 2>&1 || { st=$? failure='apt-get update'; }
			updated=yes
		fi
		[ "$st" -ne 0 ] || $as_root env DEBIAN_FRONTEND=noninteractive \
		    apt-get install -y -qq --no-install-recommends "$@" >>"$log" 2>&1 ||
			{ st=$? failure="apt-get install $*"; } ;;
	dnf)
		$as_root dnf install -y -q "$@" >>"$log" 2>&1 || { st=$? failure="dnf install $*"; } ;;
	brew)
		brew install -q "$@" >>"$log" 2>&1 || { st=$? failure="brew install $*"; } ;;
	esac
	release_services "$log"
	[ "$st" -eq 0 ] || { [ "$log" = /dev/null ] || tail -n 20 "$log"; }
	return "$st"
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
		[ $# -eq 0 ] || echo "    brew install $*"
		# brew's llvm is not on PATH, where Apple's clang (without libFuzzer) is
		case " $* " in
		*' llvm '*) echo '    export PATH="$(brew --prefix llvm)/bin:$PATH"' ;;
		esac ;;
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
		if [ -n "$consent" ]; then
			echo "and run $target again."
		else
			echo "and run $target again, or run $target INSTALL=yes to have $them installed."
		fi
	} >&2
	exit 2
}

# untried TOOL...: the packages of the TOOLs not yet tried, each a word.
untried() {
	new=
	for p in $(packages "$manager" "$@"); do
		case " $tried " in
		*" $p "*) ;;
		*) new=${new:+$new }$p ;;
		esac
	done
	echo "$new"
}

# Where this run may, install what is missing, in rounds: libFuzzer's package is named
# after clang's version, which may come in the first.  The tools every run needs go
# in one transaction, each optional one in its own, so that a name another system
# lacks keeps nothing else out.  A failed install stops the run once the others
# were tried; a needed tool that could not be installed stops it at once.
probe_compilers
if [ -n "$can" ]; then
	tried='' failed=''
	while :; do
		probe $needed
		need=$(untried $lacking)
		extra=
		if [ "$consent" = all ]; then
			probe $optional
			extra=$(untried $lacking)
		fi
		[ -n "$need$extra" ] || break
		tried="$tried $need $extra"
		if [ -n "$need" ]; then
			install_packages $need || {
				echo "$target cannot run: $failure failed (its last words above)." >&2
				exit 2
			}
		fi
		for p in $extra; do
			install_packages "$p" || failed="$failed; $failure"
		done
		probe_compilers
	done
	if [ -n "$failed" ]; then
		echo "$target: ${failed#; } failed (its last words above)." >&2
		exit 2
	fi
fi
# Where a tool every run needs is missing, nothing more is asked (GNU parallel's answer
# alone takes a perl start).
probe $needed
[ -z "$lacking" ] || stop $lacking
probe $optional

# skipping TOOL: the test files whose tests need TOOL, which skip without it.
skipping() {
	grep -lE "(needs_tool|command -v) $1([^-[:alnum:]]|\$)|^[[:space:]]*$1 --version" \
	    t/*.bats t/slow/*.bats 2>/dev/null | paste -sd ' ' -
}

for tool in $lacking; do
	case $tool in
	sshd | ssh | ip | rsync) files=t/slow/cluster.bats ;;
	chromium | pdf*) files=$(grep -l needs_browser t/*.bats t/slow/*.bats 2>/dev/null | paste -sd ' ' -) ;;
	slurmctld | slurmd | munged | sbatch) files=t/slow/slurm.bats ;;
	*) files=$(skipping "$tool") ;;
	esac
	how=$(command_for "$tool" | sed 's/^ *//; s/  *#.*//' | paste -sd ';' - | sed 's/;/; /g')
	why=${files:+the tests of $files that need it skip}
	[ "$tool" != parallel ] || why="the test files run one at a time${why:+, and }$why"
	echo "$target: $(name "$tool") is not installed (${how:-no package known here}):" \
	    "${why:-no test needs it}"
done
exit 0
