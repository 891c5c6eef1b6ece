#!/usr/bin/env bats
# The manual pages: mdoc that lints clean, and a page for every program whose synopsis is
# its usage line.  Their EXAMPLES, and the words they quote under groff, are checked in
# t/slow/man.bats.

load tool/helper

@test "every page passes mandoc -Tlint" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	run mandoc -Tlint -W warning "$top"/man/man1/*.1 "$top"/man/man7/wits.7
	[ "$status" -eq 0 ]
	[ -z "$output" ]
}

@test "every program has a page, and its usage line is the page's synopsis" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	for prog in "$top"/bin/*; do
		name=${prog##*/}
		page=$top/man/man1/$name.1
		[ -f "$page" ] || { echo "no page for $name"; return 1; }
		synopsis=$(mandoc -Tascii "$page" | awk '{ gsub(/.\b/, "") }
			/^SYNOPSIS/ { s = 1; next } /^[A-Z]/ { s = 0 } s { t = t " " $0 }
			END { gsub(/[ \t]+/, " ", t); sub(/^ /, "", t); sub(/ $/, "", t); print t }')
		usage=$("$prog" --help | awk 'NR == 1 { u = $0; next }
			/^       / && !d { u = u " " $0; next } { d = 1 }
			END { gsub(/ +/, " ", u); sub(/^usage: /, "", u); print u }')
		[ "$synopsis" = "$usage" ] || { echo "$name: page '$synopsis' vs usage '$usage'"; return 1; }
	done
}

# page_words PAGE START END [MACROS]: the words the mdoc source of PAGE marks
# with .Cm or .Ql (or the macros of the regular expression MACROS), from the
# first line matching START to the next one matching END, one a line: ".Cm
# cll , eg-1" gives cll and eg-1, ".Cm oracle : Ns Ar N" oracle:.
page_words() {
	awk -v start="$2" -v end="$3" -v macros="^\\.?(${4:-Cm|Ql})$" '
		!on && $0 ~ start { on = 1 }
		on > 1 && $0 ~ end { exit }
		on && /^\./ {
			on = 2
			n = split($0, w, " ")
			for (i = 1; i <= n; i++) {
				if (w[i] ~ macros) { cm = 1; continue }
				if (w[i] ~ /^\.?[A-Z][a-z][a-z]?$/) { cm = 0; continue }
				if (!cm || w[i] ~ /^[,;.()|]$/)
					continue
				if (w[i] == ":" && w[i + 1] == "Ns") { word[last] = word[last] ":"; continue }
				last = ++nw
				word[nw] = w[i]
			}
			cm = 0
		}
		END { for (i = 1; i <= nw; i++) print word[i] }' "$1" | sort -u
}

# words PROG OPTION: the names of one word PROG -h lists for OPTION, sorted,
# "oracle:N" written "oracle:" as a page marks it.
words() {
	help_names "$1" "$2" | grep -v ' ' | sed 's/:[A-Z]*$/:/' | sort -u
}

@test "each page names every name -h lists for an option, where it describes the option" {
	n=0
	for p in $(programs); do
		page=$top/man/man1/$p.1
		for o in $(named_options "$p"); do
			# the option's item in OPTIONS, or the part of the page it sends the reader to
			start="^\\.It Fl .*(Fl |-)${o#--}( |\$)" end='^\.It Fl'
			case "$p $o" in
			*" --rules") start='^\.Sh DESCRIPTION' end='^\.Sh' ;;
			"seer-predict --machine") start='^\.Ss Players' end='^\.S[hs]' ;;
			"cube-solve --layer") start='^\.It Fl -face ' ;;
			esac
			listed=$(page_words "$page" "$start" "$end")
			missing=$(comm -23 <(words "$p" "$o") <(echo "$listed"))
			[ -z "$missing" ] || { echo "$p.1 does not name, for $o:" $missing; return 1; }
			n=$((n + 1))
		done
	done
	[ "$n" -ge 20 ] || { echo "only $n options list their names"; return 1; }
}

@test "the pages' own lists of players and subsets are the programs' own, no more and no fewer" {
	# same: the list the page writes, and the names -h lists
	same() {
		[ "$(wc -l <<<"$2")" -ge 8 ] && [ "$1" = "$2" ] || { echo "$3:"; diff <(echo "$2") <(echo "$1"); return 1; }
	}
	players=$(words seer-duel players:)
	same "$(page_words "$top/man/man1/seer-predict.1" '^\.Ss Players' '^\.S[hs]' Cm)" "$players" "seer-predict.1, Players" || return 1
	same "$(page_words "$top/man/man1/seer-duel.1" '^A player is one of' '^\.Pp' Cm)" "$players" "seer-duel.1, DESCRIPTION" || return 1
	# the players a picture names plainly: those named without a number or plays
	same "$(page_words "$top/man/man1/seer-duel.1" '^\.Bl -column "best:shannon"' '^\.El' Cm)" \
	    "$(grep -v ':$' <<<"$players")" "seer-duel.1, the names of --svg" || return 1
	subsets=$(words cube-scramble --subset)
	same "$(page_words "$top/man/man1/cube-scramble.1" '^\.Ss Practice subsets' '^\.El' Cm)" "$subsets" "cube-scramble.1, Practice subsets" || return 1
	same "$(page_words "$top/man/man1/cube-scramble.1" '^\.It Fl -subset' '^\.Fl -length' Cm)" "$subsets" "cube-scramble.1, --subset" || return 1
}

# synopsis_widths FORMATTER...: the widths of the SYNOPSIS lines of every page
# as FORMATTER renders it at 80 columns, one "page width" a line.
synopsis_widths() {
	for page in "$top"/man/man1/*.1; do
		MANWIDTH=80 "$@" "$page" | sed 's/.\x08//g' | awk -v page="${page##*/}" '
			/^SYNOPSIS/ { s = 1; next } /^[A-Z]/ { s = 0 }
			s { gsub(/\t/, "        "); print page, length($0) }'
	done
}

@test "the synopsis of each page breaks within 80 columns, under mandoc and under groff" {
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	needs_tool groff
	for formatter in "mandoc -Tascii -Owidth=80" "groff -mandoc -Tascii -rLL=80n"; do
		# shellcheck disable=SC2086
		synopsis_widths $formatter >"$BATS_TEST_TMPDIR/widths"
		# a page under a formatter that writes nothing would pass unseen
		[ "$(cut -d' ' -f1 "$BATS_TEST_TMPDIR/widths" | sort -u | wc -l)" -eq \
		    "$(ls "$top"/man/man1/*.1 | wc -l)" ]
		run awk '$2 > 80 { print "'"$formatter"': " $0 }' "$BATS_TEST_TMPDIR/widths"
		[ -z "$output" ]
	done
}
