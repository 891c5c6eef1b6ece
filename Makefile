# wits - the first thinking machines as Unix filters
.POSIX:

VERSION = 0.1.0

# paths
PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
MANPREFIX = $(PREFIX)/share/man

# flags
CC = cc
CFLAGS = -std=c11 -O2 -Wall -Wextra -Wpedantic
CPPFLAGS = -D_POSIX_C_SOURCE=200809L
LDFLAGS =
# the mathematical half of the C library: the odds and intervals of lib/chance.c
LDLIBS = -lm
AR = ar
ARFLAGS = rcs

# make SAN=1 ...: everything built with AddressSanitizer and UndefinedBehaviorSanitizer
SAN =
SAN_1 = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g
FLAGS = $(CPPFLAGS) $(CFLAGS) $(SAN_$(SAN))
# a sanitizer's report fails the run with a status no test expects
SAN_ENV = ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:exitcode=87

PROGS = nim-safe nim-move nim-trace seer-predict seer-duel cube-scramble cube-solve
LIBOBJ = lib/chance.o lib/cli.o lib/cube.o lib/cubesolve.o lib/cubetext.o lib/diag.o lib/line.o lib/nim.o lib/nimlog.o lib/nimrod.o lib/nimtext.o lib/num.o lib/progress.o lib/rng.o lib/seer.o lib/seertext.o lib/text.o
LIBHDR = lib/chance.h lib/cli.h lib/cube.h lib/cubesolve.h lib/cubetext.h lib/diag.h lib/line.h lib/nim.h lib/nimlog.h lib/nimrod.h lib/nimtext.h lib/num.h lib/progress.h lib/rng.h lib/seer.h lib/seertext.h lib/text.h
LIB = lib/libwits.a
BIN = bin/nim-safe bin/nim-move bin/nim-trace bin/seer-predict bin/seer-duel bin/cube-scramble bin/cube-solve
TESTBIN = t/bin/libtest t/bin/nim-brute

all: $(LIB) $(BIN)

$(LIBOBJ): $(LIBHDR)

# Objects remember the flags they were built with: a change of flags rebuilds them.
.build-flags: FORCE
	@echo '$(CC) $(FLAGS) $(LDFLAGS)' >.build-flags.new
	@if cmp -s .build-flags.new .build-flags; then rm .build-flags.new; else mv .build-flags.new .build-flags; fi
FORCE:
$(LIBOBJ) $(BIN) $(TESTBIN): .build-flags

.c.o:
	$(CC) $(FLAGS) -c -o $@ $<

$(LIB): $(LIBOBJ)
	rm -f $@
	$(AR) $(ARFLAGS) $@ $(LIBOBJ)

$(BIN): $(LIB) $(LIBHDR)
	@mkdir -p bin
	$(CC) $(FLAGS) $(LDFLAGS) -o $@ cmd/$(@F).c $(LIB) $(LDLIBS)

bin/nim-safe: cmd/nim-safe.c
bin/nim-move: cmd/nim-move.c
bin/nim-trace: cmd/nim-trace.c
bin/seer-predict: cmd/seer-predict.c
bin/seer-duel: cmd/seer-duel.c
bin/cube-scramble: cmd/cube-scramble.c
bin/cube-solve: cmd/cube-solve.c

t/bin/libtest: t/libtest.c $(LIB) $(LIBHDR)
	@mkdir -p t/bin
	$(CC) $(FLAGS) $(LDFLAGS) -o $@ t/libtest.c $(LIB) $(LDLIBS)

# The brute-force oracle shares no code with the library.
t/bin/nim-brute: t/nim-brute.c
	@mkdir -p t/bin
	$(CC) $(FLAGS) $(LDFLAGS) -o $@ t/nim-brute.c

check: all $(TESTBIN)
	$(SAN_ENV) bats --formatter pretty t

# valgrind over a representative run of each program: no error, no leak
memcheck: all
	@sh t/memcheck.sh

demo: all
	@sh examples/demo.sh

bench: all
	@sh t/bench/run.sh

lint:
	mandoc -Tlint -W warning man/man1/*.1

install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANPREFIX)/man1
	for p in $(PROGS); do cp bin/$$p $(DESTDIR)$(BINDIR)/$$p; chmod 755 $(DESTDIR)$(BINDIR)/$$p; done
	for p in $(PROGS); do cp man/man1/$$p.1 $(DESTDIR)$(MANPREFIX)/man1/$$p.1; chmod 644 $(DESTDIR)$(MANPREFIX)/man1/$$p.1; done

uninstall:
	for p in $(PROGS); do rm -f $(DESTDIR)$(BINDIR)/$$p $(DESTDIR)$(MANPREFIX)/man1/$$p.1; done

# Fuzzing: libFuzzer targets built with clang, the library compiled in with the sanitizers.
FUZZ_CC = clang
FUZZ_FLAGS = $(CPPFLAGS) -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	-fsanitize-coverage-ignorelist=t/fuzz/coverage-ignore.txt
LIBSRC = $(LIBOBJ:.o=.c)
FUZZ_PARSERS = t/fuzz/bin/heaps t/fuzz/bin/seer t/fuzz/bin/cube
FUZZ_PROGRAMS = t/fuzz/bin/nim-safe t/fuzz/bin/nim-move t/fuzz/bin/nim-trace t/fuzz/bin/seer-predict \
	t/fuzz/bin/seer-duel t/fuzz/bin/cube-scramble t/fuzz/bin/cube-solve
FUZZ_SECONDS = 20

fuzz: $(FUZZ_PARSERS) $(FUZZ_PROGRAMS)

$(FUZZ_PARSERS): $(LIBSRC) $(LIBHDR) t/fuzz/coverage-ignore.txt
	@mkdir -p t/fuzz/bin
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ t/fuzz/$(@F).c $(LIBSRC) $(LDLIBS)
t/fuzz/bin/heaps: t/fuzz/heaps.c
t/fuzz/bin/seer: t/fuzz/seer.c
t/fuzz/bin/cube: t/fuzz/cube.c

# A whole program, its options drawn from the input too; its exit, realloc and free are
# the harness's, so that a usage error ends one run, not the fuzzer (t/fuzz/program.c).
$(FUZZ_PROGRAMS): t/fuzz/program.c $(LIBSRC) $(LIBHDR) t/fuzz/coverage-ignore.txt
	@mkdir -p t/fuzz/bin
	$(FUZZ_CC) $(FUZZ_FLAGS) -Dmain=program_main -D'exit(s)=fuzz_exit(s)' \
	    -D'realloc(p,n)=fuzz_realloc(p,n)' -D'free(p)=fuzz_free(p)' \
	    -DPROGRAM_NAME='"$(@F)"' -DPROGRAM_ARGS='"args/$(@F).h"' \
	    -o $@ t/fuzz/program.c cmd/$(@F).c $(LIBSRC) $(LDLIBS)

t/fuzz/bin/nim-safe: cmd/nim-safe.c t/fuzz/args/nim-safe.h
t/fuzz/bin/nim-move: cmd/nim-move.c t/fuzz/args/nim-move.h
t/fuzz/bin/nim-trace: cmd/nim-trace.c t/fuzz/args/nim-trace.h
t/fuzz/bin/seer-predict: cmd/seer-predict.c t/fuzz/args/seer-predict.h
t/fuzz/bin/seer-duel: cmd/seer-duel.c t/fuzz/args/seer-duel.h
t/fuzz/bin/cube-scramble: cmd/cube-scramble.c t/fuzz/args/cube-scramble.h
t/fuzz/bin/cube-solve: cmd/cube-solve.c t/fuzz/args/cube-solve.h

# Every target for FUZZ_SECONDS each, from the seed corpora; a finding fails.
fuzz-run: fuzz
	@sh t/fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_PARSERS) $(FUZZ_PROGRAMS)

clean:
	rm -f $(LIB) $(LIBOBJ) .build-flags
	rm -rf bin t/bin t/fuzz/bin

.PHONY: all check memcheck fuzz fuzz-run demo bench lint install uninstall clean FORCE
