# Bash completion driven as bash drives it (loaded by t/completion.bats and
# t/slow/completion.bats): the tree's completion/wits.bash, sourced.
source "$top/completion/wits.bash"

# completes LINE: the words bash would offer with the cursor at the end of LINE, one a line, sorted
completes() {
	COMP_LINE=$1
	COMP_POINT=${#1}
	# bash's own split, at blanks and at the characters of COMP_WORDBREAKS such as = and :
	local split=${1//=/ = }
	split=${split//:/ : }
	split=${split//: /:}
	split=${split//= /=}
	read -ra COMP_WORDS <<<"$split"
	[[ $1 == *' ' ]] && COMP_WORDS+=('')
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	COMPREPLY=()
	_wits "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
	[ ${#COMPREPLY[@]} -eq 0 ] || printf '%s\n' "${COMPREPLY[@]}" | sort
}
