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

# flags
CC = cc
CFLAGS = -std=c11 -O2 -Wall -Wextra -Wpedantic
CPPFLAGS = -D_POSIX_C_SOURCE=200809L
LDFLAGS =
# the mathematical half of the C library: the odds and intervals of lib/seer/chance.c
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
	examples/nim-booklet-game.txt \
	examples/nim-positions.txt \
	examples/seer-demo.sh \
	examples/seer/aaronson-oracle-LICENSE \
	examples/seer/human-keypresses.txt \
	examples/seer/periodic.txt \
	examples/seer/phase-shift.txt \
	examples/seer/three-sequences.txt

LIBOBJ = \
	lib/button.o \
	lib/cli.o \
	lib/cube/alg.o \
	lib/cube/audit.o \
	lib/cube/audittext.o \
	lib/cube/cube.o \
	lib/cube/down.o \
	lib/cube/facelets.o \
	lib/cube/fewest.o \
	lib/cube/format.o \
	lib/cube/holding.o \
	lib/cube/judge.o \
	lib/cube/judgetext.o \
	lib/cube/notation.o \
	lib/cube/picture.o \
	lib/cube/scramble.o \
	lib/cube/search.o \
	lib/cube/sheet.o \
	lib/cube/tables.o \
	lib/cube/turns.o \
	lib/diag.o \
	lib/line.o \
	lib/nim/board.o \
	lib/nim/columns.o \
	lib/nim/game.o \
	lib/nim/live.o \
	lib/nim/log.o \
	lib/nim/logtext.o \
	lib/nim/machine.o \
	lib/nim/moore.o \
	lib/nim/movetext.o \
	lib/nim/movetsv.o \
	lib/nim/nimrod.o \
	lib/nim/panel.o \
	lib/nim/play.o \
	lib/nim/position.o \
	lib/nim/relays.o \
	lib/nim/rules.o \
	lib/nim/session.o \
	lib/nim/trace.o \
	lib/num.o \
	lib/out.o \
	lib/outfile.o \
	lib/progress.o \
	lib/rng.o \
	lib/row.o \
	lib/seer/answer.o \
	lib/seer/best.o \
	lib/seer/chance.o \
	lib/seer/curve.o \
	lib/seer/diagram.o \
	lib/seer/duel.o \
	lib/seer/exact.o \
	lib/seer/fraction.o \
	lib/seer/league.o \
	lib/seer/live.o \
	lib/seer/match.o \
	lib/seer/periodic.o \
	lib/seer/play.o \
	lib/seer/player.o \
	lib/seer/profile.o \
	lib/seer/profiletext.o \
	lib/seer/report.o \
	lib/seer/rivals.o \
	lib/seer/seer.o \
	lib/seer/shannon.o \
	lib/seer/svg.o \
	lib/seer/why.o \
	lib/text.o
LIBHDR = \
	lib/button.h \
	lib/cli.h \
	lib/cube/alg.h \
	lib/cube/audit.h \
	lib/cube/cube.h \
	lib/cube/down.h \
	lib/cube/facelets.h \
	lib/cube/format.h \
	lib/cube/holding.h \
	lib/cube/judge.h \
	lib/cube/judgetext.h \
	lib/cube/notation.h \
	lib/cube/picture.h \
	lib/cube/scramble.h \
	lib/cube/sheet.h \
	lib/cube/solve.h \
	lib/cube/solver.h \
	lib/diag.h \
	lib/line.h \
	lib/nim/board.h \
	lib/nim/columns.h \
	lib/nim/game.h \
	lib/nim/live.h \
	lib/nim/log.h \
	lib/nim/logtext.h \
	lib/nim/machine.h \
	lib/nim/moore.h \
	lib/nim/movetext.h \
	lib/nim/movetsv.h \
	lib/nim/nimrod.h \
	lib/nim/panel.h \
	lib/nim/play.h \
	lib/nim/position.h \
	lib/nim/relays.h \
	lib/nim/rules.h \
	lib/nim/session.h \
	lib/nim/trace.h \
	lib/num.h \
	lib/out.h \
	lib/outfile.h \
	lib/progress.h \
	lib/rng.h \
	lib/row.h \
	lib/seer/answer.h \
	lib/seer/best.h \
	lib/seer/chance.h \
	lib/seer/curve.h \
	lib/seer/diagram.h \
	lib/seer/duel.h \
	lib/seer/exact.h \
	lib/seer/fast.h \
	lib/seer/fraction.h \
	lib/seer/league.h \
	lib/seer/live.h \
	lib/seer/machines.h \
	lib/seer/match.h \
	lib/seer/periodic.h \
	lib/seer/play.h \
	lib/seer/player.h \
	lib/seer/profile.h \
	lib/seer/profiletext.h \
	lib/seer/reason.h \
	lib/seer/report.h \
	lib/seer/svg.h \
	lib/text.h
LIB = lib/libwits.a

all: $(LIB) $(BIN)

$(LIBOBJ): $(LIBHDR)

# Objects remember the flags they were built with: a change of flags rebuilds them.
.build-flags: FORCE
	@echo '$(CC) $(FLAGS) $(LDFLAGS)' >.build-flags.new
	@if cmp -s .build-flags.new .build-flags; then rm .build-flags.new; else mv .build-flags.new .build-flags; fi
FORCE:
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

# the scripts find the programs on PATH, as they do once installed
demo: all
	@PATH="$$(pwd)/bin:$$PATH" sh examples/demo.sh

lint:
	mandoc -Tlint -W warning $(MAN) $(MAN7)

# The pages name the installed files as under the default PREFIX: each is written
# with the paths this install uses.
install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANPREFIX)/man1 $(DESTDIR)$(MANPREFIX)/man7 \
	    $(DESTDIR)$(EXAMPLEDIR)/seer $(DESTDIR)$(DOCDIR) $(DESTDIR)$(COMPLETIONDIR)
	for p in $(PROG); do cp bin/$$p $(DESTDIR)$(BINDIR)/$$p; chmod 755 $(DESTDIR)$(BINDIR)/$$p; done
	for m in $(MAN) $(MAN7); do \
	    sed -e 's|/usr/local/share/wits/examples|$(EXAMPLEDIR)|g' -e 's|/usr/local/share/doc/wits|$(DOCDIR)|g' \
	        -e 's|/usr/local/share/bash-completion/completions|$(COMPLETIONDIR)|g' $$m \
	        >$(DESTDIR)$(MANPREFIX)/$${m#man/}; \
	    chmod 644 $(DESTDIR)$(MANPREFIX)/$${m#man/}; \
	done
	for f in $(EXAMPLES); do \
	    cp $$f $(DESTDIR)$(EXAMPLEDIR)/$${f#examples/}; \
	    case $$f in *.sh) chmod 755 $(DESTDIR)$(EXAMPLEDIR)/$${f#examples/} ;; \
	    *) chmod 644 $(DESTDIR)$(EXAMPLEDIR)/$${f#examples/} ;; esac; \
	done
	cp LICENSE $(DESTDIR)$(DOCDIR)/LICENSE; chmod 644 $(DESTDIR)$(DOCDIR)/LICENSE
	for p in $(PROG); do cp completion/wits.bash $(DESTDIR)$(COMPLETIONDIR)/$$p; \
	    chmod 644 $(DESTDIR)$(COMPLETIONDIR)/$$p; done

uninstall:
	for p in $(PROG); do rm -f $(DESTDIR)$(BINDIR)/$$p $(DESTDIR)$(MANPREFIX)/man1/$$p.1 \
	    $(DESTDIR)$(COMPLETIONDIR)/$$p; done
	rm -f $(DESTDIR)$(MANPREFIX)/man7/wits.7 $(DESTDIR)$(DOCDIR)/LICENSE
	for f in $(EXAMPLES); do rm -f $(DESTDIR)$(EXAMPLEDIR)/$${f#examples/}; done
	for d in $(EXAMPLEDIR)/seer $(EXAMPLEDIR) $(WITSDIR) $(DOCDIR); do \
	    if [ -d $(DESTDIR)$$d ]; then rmdir $(DESTDIR)$$d; fi; done

clean: test-clean
	rm -f $(LIB) $(LIBOBJ) .build-flags
	rm -rf bin

.PHONY: all demo lint install uninstall clean FORCE

# The tests, the benchmarks, valgrind and fuzzing: make check, stubcheck, memcheck, bench, fuzz, fuzz-run.
include t/rules.mk
