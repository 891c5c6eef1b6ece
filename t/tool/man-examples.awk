# Pulls the shell examples out of an mdoc page's EXAMPLES section.
# Writes, for each example, the command (continuation lines included), a NUL,
# the output the page shows (perhaps none), a NUL; "\e" becomes "\".
/^\.Sh / { in_examples = ($2 == "EXAMPLES"); next }
!in_examples { next }
/^\.Dl \$ / { flush(); cmd = substr($0, 7); flush(); next }
/^\.Bd -literal/ { literal = 1; next }
/^\.Ed/ { flush(); literal = 0; next }
!literal { next }
{ gsub(/\\e/, "\\") }
/^\$ / { flush(); cmd = substr($0, 3); continued = open(cmd); next }
cmd != "" && continued { cmd = cmd "\n" $0; continued = open(cmd); next }
cmd != "" { out = out $0 "\n" }
function open(s,   t) {
	# a command goes on after a trailing pipe or backslash, or inside an open quote
	if (s ~ /\|[ \t]*$/ || s ~ /do[ \t]*$/ || s ~ /;[ \t]*$/ || s ~ /\\$/) return 1
	t = s; gsub(/[^']/, "", t)
	return length(t) % 2 == 1
}
function flush() {
	if (cmd != "") printf "%s%c%s%c", cmd, 0, out, 0
	cmd = ""; out = ""; continued = 0
}
