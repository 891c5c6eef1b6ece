# Bash completion for the seven wits programs: their options, the names some
# options take, the players of seer-duel, and files.  All are read from the
# program's own -h, so they cannot drift from it: this file holds no list of
# them.  make install copies it under each program's name, the name
# bash-completion loads it by, and it registers the program of that name.

# _wits_options PROG: each option PROG -h lists, one a line, then the name of
# its argument when it takes one, then the names the argument may be when -h
# lists them ("ARG: a, b, c" under the option's help): "-n count",
# "--when-safe= M nimrod nimatron random none", "--all".  A note that lists
# names ("  players: seer, ...") gives a line "players: - seer ...".  Of the
# names, those of one word are kept, "oracle:N" as "oracle:".
_wits_options() {
	"$1" -h 2>/dev/null | awk '
		function flush(   i, k, n, item, words) {
			if (!nalias)
				return
			n = split(list, item, ", ")
			words = ""
			for (k = 1; k <= n; k++) {
				sub(/^ +/, "", item[k]); sub(/[ ,]+$/, "", item[k])
				sub(/:[A-Z]+$/, ":", item[k])
				if (item[k] ~ /^[^ ]+$/)
					words = words " " item[k]
			}
			for (i = 1; i <= nalias; i++)
				if (arg == "")
					print alias[i]
				else
					print alias[i] eq, arg words
			nalias = 0
		}
		# an option: "  -n, --plays N   help"
		match($0, /^ +/) && RLENGTH <= 6 && substr($0, RLENGTH + 1, 1) == "-" {
			flush()
			spec = substr($0, RLENGTH + 1)
			sub(/  .*$/, "", spec)
			nalias = split(spec, alias, ", ")
			arg = ""
			eq = ""
			if (match(alias[nalias], /[ =][^ =]+$/)) {
				arg = substr(alias[nalias], RSTART + 1)
				if (substr(alias[nalias], RSTART, 1) == "=")
					eq = "="
				alias[nalias] = substr(alias[nalias], 1, RSTART - 1)
			}
			label = arg ": "
			list = ""
			listing = 0
			next
		}
		# a note that lists names: "  players: a, b,"
		/^  [a-z]+: / {
			flush()
			nalias = 1
			alias[1] = $1
			arg = "-"
			eq = ""
			list = substr($0, length($1) + 4)
			listing = list ~ /,$/ ? 1 : 2
			next
		}
		# a line of the help: the list of names, and the lines it goes on to
		nalias && listing == 1 { list = list " " $0; listing = $0 ~ /,$/ ? 1 : 2; next }
		nalias && !listing && arg != "" && index($0, label) > 0 {
			rest = $0
			sub(/^ +/, "", rest)
			if (index(rest, label) == 1) {
				list = substr(rest, length(label) + 1)
				listing = list ~ /,$/ ? 1 : 2
			}
		}
		END { flush() }'
}

# _wits_names OPTIONS KEY: the names the option (or note) KEY takes, of the
# lines _wits_options wrote.
_wits_names() {
	awk -v o="$2" '$1 == o || $1 == o "=" { for (i = 3; i <= NF; i++) print $i; exit }' <<<"$1"
}

_wits() {
	local prog=${1##*/} line cur prev opt arg values players lead breaks options
	COMPREPLY=()
	# the word at the cursor whole: bash splits --opt=value and best:seer at = and :
	line=${COMP_LINE:0:COMP_POINT}
	cur=${line##*[[:space:]]}
	prev=${line%"$cur"}
	prev=${prev%"${prev##*[![:space:]]}"}
	prev=${prev##*[[:space:]]}
	options=$(_wits_options "$1")
	[ -n "$options" ] || return 0

	# the value of an option: --opt=value, or --opt value
	opt=
	if [[ $cur == --*=* ]]; then
		opt=${cur%%=*}=
		arg=$(awk -v o="$opt" '$1 == o { print $2; exit }' <<<"$options")
	elif [[ $prev == -* ]]; then
		arg=$(awk -v o="$prev" '$1 == o || $1 == o "=" { print $2; exit }' <<<"$options")
		[ -n "$arg" ] && opt=$prev
	fi
	if [ -n "$opt" ]; then
		values=$(_wits_names "$options" "${opt%=}")
		if [ -n "$values" ]; then
			[[ $opt == *= ]] || opt=
			mapfile -t COMPREPLY < <(compgen -P "$opt" -W "$values" -- "${cur#"$opt"}")
		elif [[ $arg == [Ff][Ii][Ll][Ee] ]]; then
			compopt -o filenames 2>/dev/null
			mapfile -t COMPREPLY < <(compgen -f -- "${cur#"$opt"}")
		fi
	else
		players=$(_wits_names "$options" players:)
		if [[ $cur == -* ]]; then
			mapfile -t COMPREPLY < <(compgen -W "$(awk '{ print $1 }' <<<"$options" | grep -v ':$')" -- "$cur")
			# a player typing live
			[[ -n $players && $cur == - ]] && COMPREPLY+=(-)
		elif [ -n "$players" ]; then
			mapfile -t COMPREPLY < <(compgen -W "$players -" -- "$cur"; compgen -f -- "$cur")
		elif [[ $prog == cube-scramble && " $line" != *" --audit "* ]]; then
			# it reads files only to audit them
			return 0
		else
			compopt -o filenames 2>/dev/null
			mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		fi
	fi
	# a word to go on with: no space after it
	if [ ${#COMPREPLY[@]} -eq 1 ] && [[ ${COMPREPLY[0]} == *[=:] ]]; then
		compopt -o nospace 2>/dev/null
	fi
	# bash completes only what follows the last = or : (when it splits words there)
	breaks=${COMP_WORDBREAKS//[^=:]/}
	if [ -n "$breaks" ] && [[ $cur == *[$breaks]* ]]; then
		lead=${cur%"${cur##*[$breaks]}"}
		COMPREPLY=("${COMPREPLY[@]#"$lead"}")
	fi
	return 0
}

# Installed, the file bears the name of the program it completes; sourced
# from the tree (wits.bash), it leaves registering to its caller
# (complete -F _wits PROG).
case ${BASH_SOURCE[0]##*/} in
*.bash) ;;
*) complete -F _wits "${BASH_SOURCE[0]##*/}" ;;
esac
