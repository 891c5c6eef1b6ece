# Bash completion for the seven wits programs: their options, the names some
# options take, the players of seer-duel, and files.  The options are read from
# the program's own -h, so they cannot drift from it; the names are listed here,
# and t/completion.bats checks each against -h.  make install copies this file
# under each program's name, the name bash-completion loads it by.

# The players of seer-predict --machine and seer-duel: lib/seer/player.h lists
# them, and t/completion.bats holds this list equal to it and to each -h.
_wits_players='seer shannon oracle opposite best best:seer best:shannon random lz ctw switch
    oracle: ctw: pattern:'

# _wits_options PROG: each option PROG -h lists, one a line, then the name of
# its argument when it takes one: "-n count", "--when-safe= M", "--all".
_wits_options() {
	"$1" -h 2>/dev/null | awk '
		match($0, /^ +/) && RLENGTH <= 6 && substr($0, RLENGTH + 1, 1) == "-" {
			spec = substr($0, RLENGTH + 1)
			sub(/  .*$/, "", spec)
			n = split(spec, alias, ", ")
			arg = ""
			eq = ""
			if (match(alias[n], /[ =][^ =]+$/)) {
				arg = substr(alias[n], RSTART + 1)
				if (substr(alias[n], RSTART, 1) == "=")
					eq = "="
				alias[n] = substr(alias[n], 1, RSTART - 1)
			}
			for (i = 1; i <= n; i++)
				print alias[i] eq, arg
		}'
}

# _wits_values PROG OPTION ARG: the words OPTION's value may be, or "FILE"
# for a file name; nothing for a number or a position.
_wits_values() {
	case $2 in
	--machine)
		if [[ $1 == nim-* ]]; then echo 'nimrod nimatron'; else echo "$_wits_players"; fi ;;
	--when-safe*) echo 'nimrod nimatron random none' ;;
	--diagram) echo 'dot text' ;;
	--start-heap) [[ $1 != nim-trace ]] || echo random ;;
	--palette) echo 'faces patent western' ;;
	--subset) echo 'cll eg-1 eg-2 eg tcll+ tcll- ls no-bar 3-gen optimal' ;;
	--first) echo 'you machine random' ;;
	--level)
		if [[ $1 == nim-move ]]; then echo 'easy medium hard'; else echo 'perfect medium easy'; fi ;;
	--picture) echo 'small medium large' ;;
	--face | --layer) echo 'any each white red green yellow orange blue U R F D L B' ;;
	--color*) echo 'auto always never' ;;
	*) case $3 in FILE | file) echo FILE ;; esac ;;
	esac
}

_wits() {
	local prog=${1##*/} line cur prev opt arg values lead breaks options
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
		values=$(_wits_values "$prog" "${opt%=}" "$arg")
		if [ "$values" = FILE ]; then
			compopt -o filenames 2>/dev/null
			mapfile -t COMPREPLY < <(compgen -f -- "${cur#"$opt"}")
		elif [ -n "$values" ]; then
			[[ $opt == *= ]] || opt=
			mapfile -t COMPREPLY < <(compgen -P "$opt" -W "$values" -- "${cur#"$opt"}")
		fi
	elif [[ $cur == -* ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$(awk '{ print $1 }' <<<"$options")" -- "$cur")
		# seer-duel's player typing live
		[[ $prog == seer-duel && $cur == - ]] && COMPREPLY+=(-)
	else
		case $prog in
		seer-duel)
			mapfile -t COMPREPLY < <(compgen -W "$_wits_players -" -- "$cur"; compgen -f -- "$cur") ;;
		cube-scramble)
			# it reads files only to audit them
			[[ " $line" == *" --audit "* ]] || return 0
			;&
		*)
			compopt -o filenames 2>/dev/null
			mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
		esac
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

complete -F _wits nim-safe nim-move nim-trace seer-predict seer-duel cube-scramble cube-solve
