# wits - the first thinking machines as Unix filters
.POSIX:

VERSION = 0.1.0

# paths
PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
MANPREFIX = $(PREFIX)/share/man
WITSDIR = $(PREFIX)/share/wits
EXAMPLEDIR = $(WITSDIR)/examples
DOCDIR = $(PREFIX)/share/doc/wits
# bash-completion loads a command's completion from the file of its name here
COMPLETIONDIR = $(PREFIX)/share/bash-completion/completions

# flags (-pthread: the threads of nim-safe --values, lib/nim/heapthreads.c)
CC = cc
CFLAGS = -std=c11 -O2 -Wall -Wextra -Wpedantic -pthread
CPPFLAGS = -D_POSIX_C_SOURCE=200809L
LDFLAGS =
# the mathematical half of the C library: the tails and intervals of lib/stats.c
LDLIBS = -lm
AR = ar
ARFLAGS = rcs

# make SAN=1 ...: everything built with AddressSanitizer and UndefinedBehaviorSanitizer
SAN =
SAN_1 = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g
FLAGS = $(CPPFLAGS) -DVERSION='"$(VERSION)"' $(CFLAGS) $(SAN_$(SAN))

# The programs: every other list of them is made from this one.
PROG = \
	nim-safe \
	nim-move \
	nim-trace \
	seer-predict \
	seer-duel \
	cube-scramble \
	cube-solve
BIN = $(PROG:%=bin/%)
SRC = $(PROG:%=cmd/%.c)
MAN = $(PROG:%=man/man1/%.1)
MAN7 = man/man7/wits.7
# installed beside the programs; the recorded human play keeps its own licence beside it
EXAMPLES = \
	examples/cube-classroom.sh \
	examples/cube-classroom.txt \
	examples/cube-demo.sh \
	examples/cube-palette.txt \
	examples/demo.sh \
	examples/needs \
	examples/nim-booklet-game.txt \
	examples/nim-positions.txt \
	examples/seer-demo.sh \
	examples/seer/aaronson-oracle-LICENSE \
	examples/seer/human-keypresses.txt \
	examples/seer/periodic.txt \
	examples/seer/phase-shift.txt \
	examples/seer/three-sequences.txt

# The library: its modules, each a .c and the .h it answers to, and from them the
# lists of objects and headers, with the parts that have no partner.
LIBMOD = \
	lib/button \
	lib/cli \
	lib/cube/alg \
	lib/cube/audit \
	lib/cube/auditread \
	lib/cube/batch \
	lib/cube/cube \
	lib/cube/cubetext \
	lib/cube/down \
	lib/cube/draw \
	lib/cube/facelets \
	lib/cube/forms \
	lib/cube/goal \
	lib/cube/holding \
	lib/cube/judge \
	lib/cube/judgelog \
	lib/cube/judgetext \
	lib/cube/move \
	lib/cube/notation \
	lib/cube/picture \
	lib/cube/runs \
	lib/cube/scramble \
	lib/cube/sheet \
	lib/cube/solvelog \
	lib/cube/subset \
	lib/cube/writefast \
	lib/diag \
	lib/hash \
	lib/line \
	lib/names \
	lib/nim/boardtext \
	lib/nim/columns \
	lib/nim/deal \
	lib/nim/gameopt \
	lib/nim/heapgame \
	lib/nim/heapmove \
	lib/nim/heapresearch \
	lib/nim/lamptext \
	lib/nim/liveopt \
	lib/nim/log \
	lib/nim/logjudge \
	lib/nim/lognames \
	lib/nim/logread \
	lib/nim/logtext \
	lib/nim/machine \
	lib/nim/moore \
	lib/nim/movecount \
	lib/nim/movetext \
	lib/nim/nimrod \
	lib/nim/paneltext \
	lib/nim/parseline \
	lib/nim/periodcert \
	lib/nim/play \
	lib/nim/playtext \
	lib/nim/position \
	lib/nim/relaytext \
	lib/nim/rules \
	lib/nim/session \
	lib/nim/sheet \
	lib/nim/sheetopt \
	lib/nim/sumtext \
	lib/nim/trace \
	lib/nim/traceplay \
	lib/nim/valuerun \
	lib/nim/valuesave \
	lib/nim/valuetext \
	lib/nim/worksheet \
	lib/num \
	lib/out \
	lib/outfile \
	lib/paper \
	lib/progress \
	lib/rng \
	lib/row \
	lib/screen \
	lib/seer/answer \
	lib/seer/best \
	lib/seer/chance \
	lib/seer/curve \
	lib/seer/diagramtext \
	lib/seer/duel \
	lib/seer/duelanswer \
	lib/seer/duelfit \
	lib/seer/duo \
	lib/seer/dueltext \
	lib/seer/exact \
	lib/seer/exacttext \
	lib/seer/fitrate \
	lib/seer/fitted \
	lib/seer/fittedtext \
	lib/seer/fraction \
	lib/seer/league \
	lib/seer/live \
	lib/seer/match \
	lib/seer/matchtext \
	lib/seer/pair \
	lib/seer/periodic \
	lib/seer/periodictext \
	lib/seer/play \
	lib/seer/player \
	lib/seer/profile \
	lib/seer/profiletext \
	lib/seer/session \
	lib/seer/svg \
	lib/seer/train \
	lib/stats \
	lib/term \
	lib/text \
	lib/utf8
LIBOBJ = $(LIBMOD:=.o) \
	lib/cube/audittext.o \
	lib/cube/distances.o \
	lib/cube/goalcolour.o \
	lib/cube/goalrest.o \
	lib/cube/search.o \
	lib/cube/tables.o \
	lib/cube/turns.o \
	lib/cube/walk.o \
	lib/nim/heapperiod.o \
	lib/nim/heapsparse.o \
	lib/nim/heapthreads.o \
	lib/nim/mistake.o \
	lib/seer/ctw.o \
	lib/seer/lz.o \
	lib/seer/lztree.o \
	lib/seer/ngram.o \
	lib/seer/rivals.o \
	lib/seer/seer.o \
	lib/seer/shannon.o \
	lib/seer/switch.o \
	lib/seer/whytext.o
LIBHDR = $(LIBMOD:=.h) \
	lib/cube/solve.h \
	lib/cube/solver.h \
	lib/cube/writer.h \
	lib/nim/game.h \
	lib/seer/fast.h \
	lib/seer/machines.h \
	lib/seer/predictors.h \
	lib/seer/reason.h
LIB = lib/libwits.a

all: $(LIB) $(BIN)

$(LIBOBJ): $(LIBHDR)

# Objects remember the flags they were built with: a change of flags rebuilds them.
# Make compares the flags with .build-flags as it starts, and only when they differ is
# the file out of date (its prerequisite FLAGS_changed is a target that never exists);
# otherwise it has none, so that make -q and make -n see a finished build as finished.
# A make without != (GNU make before 4.0, as macOS has) leaves FLAGS_ARE empty, and
# then compares them on every run, the file kept as it was when they are the same.
BUILT_WITH = $(CC) $(FLAGS) $(LDFLAGS)
FLAGS_ARE != [ "$$(cat .build-flags 2>/dev/null)" = '$(BUILT_WITH)' ] && echo same || echo changed
FLAGS_same =
FLAGS_changed = FLAGS_changed
FLAGS_ = FLAGS_changed
.build-flags: $(FLAGS_$(FLAGS_ARE))
	@echo '$(BUILT_WITH)' >.build-flags.new
	@if cmp -s .build-flags.new .build-flags; then rm .build-flags.new; else mv .build-flags.new .build-flags; fi
FLAGS_changed:
$(LIBOBJ) $(BIN): .build-flags

.c.o:
	$(CC) $(FLAGS) -c -o $@ $<

$(LIB): $(LIBOBJ)
	rm -f $@
	$(AR) $(ARFLAGS) $@ $(LIBOBJ)

# A change to one command relinks all seven: a second's work, and no list to keep.
$(BIN): $(LIB) $(LIBHDR) $(SRC)
	@mkdir -p bin
	$(CC) $(FLAGS) $(LDFLAGS) -o $@ cmd/$(@F).c $(LIB) $(LDLIBS)

# A shell line that sets j to make's -j for a job on each core (CORES: t/rules.mk),
# unless make was given its own -j.
JOBS = case " $(MAKEFLAGS) " in *jobserver*|*" -j"*) j= ;; *) j=-j$(CORES) ;; esac

# The programs built a job for each core; the scripts find them on PATH, as they do
# once installed; and last, the games to play live.
demo:
	@$(JOBS); $(MAKE) -s $$j all
	@PATH="$$(pwd)/bin:$$PATH" sh examples/demo.sh
	@echo; echo 'Now play the machines yourself: export PATH="$$PWD/bin:$$PATH", then'
	@echo '    nim-trace --versus --machine nimatron    # the Nimatron (--versus alone: the Nimrod)'
	@echo '    seer-duel seer -                         # SEER reads your heads and tails'

lint:
	mandoc -Tlint -W warning $(MAN) $(MAN7)

# Every path is quoted, so that PREFIX and DESTDIR may hold spaces, & ; ' and \ (not
# " $ or `, which make or the shell reads first).  The pages name the installed files as
# under the default PREFIX: each is written with the paths this install uses, a \ in
# them written \e as roff wants it, then escaped for sed (\, & and the | that delimits).
install: all
	mkdir -p "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANPREFIX)/man1" "$(DESTDIR)$(MANPREFIX)/man7" \
	    "$(DESTDIR)$(EXAMPLEDIR)/seer" "$(DESTDIR)$(DOCDIR)" "$(DESTDIR)$(COMPLETIONDIR)"
	for p in $(PROG); do \
	    cp "bin/$$p" "$(DESTDIR)$(BINDIR)/$$p"; chmod 755 "$(DESTDIR)$(BINDIR)/$$p"; \
	done
	esc() { printf '%s\n' "$$1" | sed 's/\\/\\e/g; s/[\\&|]/\\&/g'; }; \
	prefix=$$(esc "$(PREFIX)"); examples=$$(esc "$(EXAMPLEDIR)"); doc=$$(esc "$(DOCDIR)"); \
	completions=$$(esc "$(COMPLETIONDIR)"); \
	for m in $(MAN) $(MAN7); do \
	    to="$(DESTDIR)$(MANPREFIX)/$${m#man/}"; \
	    sed -e "s|/usr/local/share/wits/examples|$$examples|g" \
	        -e "s|/usr/local/share/doc/wits|$$doc|g" \
	        -e "s|/usr/local/share/bash-completion/completions|$$completions|g" \
	        -e "s|^\.Pq Pa /usr/local No unless given another :|.Pq Pa $$prefix :|" "$$m" >"$$to"; \
	    chmod 644 "$$to"; \
	done
	for f in $(EXAMPLES); do \
	    to="$(DESTDIR)$(EXAMPLEDIR)/$${f#examples/}"; cp "$$f" "$$to"; \
	    case $$f in *.sh) chmod 755 "$$to" ;; *) chmod 644 "$$to" ;; esac; \
	done
	cp LICENSE "$(DESTDIR)$(DOCDIR)/LICENSE"; chmod 644 "$(DESTDIR)$(DOCDIR)/LICENSE"
	for p in $(PROG); do cp completion/wits.bash "$(DESTDIR)$(COMPLETIONDIR)/$$p"; \
	    chmod 644 "$(DESTDIR)$(COMPLETIONDIR)/$$p"; done

# wits' own directories go, but one that holds files of another stays, and says so.
uninstall:
	for p in $(PROG); do rm -f "$(DESTDIR)$(BINDIR)/$$p" "$(DESTDIR)$(MANPREFIX)/man1/$$p.1" \
	    "$(DESTDIR)$(COMPLETIONDIR)/$$p"; done
	rm -f "$(DESTDIR)$(MANPREFIX)/man7/wits.7" "$(DESTDIR)$(DOCDIR)/LICENSE"
	for f in $(EXAMPLES); do rm -f "$(DESTDIR)$(EXAMPLEDIR)/$${f#examples/}"; done
	for d in "$(DESTDIR)$(EXAMPLEDIR)/seer" "$(DESTDIR)$(EXAMPLEDIR)" "$(DESTDIR)$(WITSDIR)" \
	    "$(DESTDIR)$(DOCDIR)"; do \
	    if [ ! -d "$$d" ]; then :; elif [ -z "$$(ls -A "$$d")" ]; then rmdir "$$d"; \
	    else echo "uninstall: $$d stays: it holds files wits did not install"; fi; \
	done

clean: test-clean
	rm -f $(LIB) $(LIBOBJ) .build-flags
	rm -rf bin

# the programs, one a line: the tests that go through every one read them here
programs:
	@for p in $(PROG); do echo "$$p"; done

.PHONY: all demo lint install uninstall clean programs FLAGS_changed

# The tests, the benchmarks, valgrind and fuzzing: make check, check-all, stubcheck,
# memcheck, bench, fuzz, fuzz-run.
include t/rules.mk
