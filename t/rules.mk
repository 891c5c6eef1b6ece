# The rules that prove the product rather than build it, included by the
# Makefile at the top: the suite, the suite against stubs, valgrind, the
# benchmarks and fuzzing.  Paths are from the top of the tree.

# The test tools: t/tool/NAME.c drives the library or the programs; t/oracle/NAME.c is an
# independent model that shares no code with it.  Each is built as t/bin/NAME.
TOOL = \
	libtest \
	pty \
	seer-png \
	streamed
ORACLE = \
	cube-check \
	cube-picture \
	cube-stats \
	cube-subset \
	heap-brute \
	nim-brute \
	nim-count \
	nim-model \
	period-check \
	rng-model \
	seer-chain \
	seer-duo \
	seer-guess
TOOLBIN = $(TOOL:%=t/bin/%)
ORACLEBIN = $(ORACLE:%=t/bin/%)
TESTBIN = $(TOOLBIN) $(ORACLEBIN)

$(TESTBIN): .build-flags

# the test tools alone: every test file makes them first (t/tool/helper.bash), so
# that one runs alone after make
test-tools: $(TESTBIN)

$(TOOLBIN): $(LIB) $(LIBHDR) $(TOOL:%=t/tool/%.c)
	@mkdir -p t/bin
	$(CC) $(FLAGS) $(LDFLAGS) -o $@ t/tool/$(@F).c $(LIB) $(LDLIBS)

# An oracle is built without the library, so it cannot borrow from it, and
# without the sanitizers of SAN=1: they watch the product, not its models.
$(ORACLEBIN): $(ORACLE:%=t/oracle/%.c) t/oracle/oracle.h t/oracle/stickers.h
	@mkdir -p t/bin
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ t/oracle/$(@F).c $(LDLIBS)

# The suite's files: the quick ones of make check, and those slow by nature (real
# hosts, long runs) that only make check-all adds.
QUICK = t/*.bats
SLOW = t/slow/*.bats
# With SAN=1 a sanitizer's report fails the run with a status no test expects.
SAN_ENV_1 = ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:exitcode=87
# The cores of this machine, as a shell expression for the recipes.
CORES = $$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
# bats over the files that follow: side by side, a file for each core, where GNU parallel is
# there (each file's tests in order, as its setup_file expects); the pretty formatter
# at a terminal, and in a log the plain lines ending with bats' summary line.
SUITE = jobs=; \
	if parallel --version 2>/dev/null | grep -q '^GNU parallel'; then \
	    jobs="--jobs $(CORES)"; \
	    jobs="$$jobs --no-parallelize-within-files"; fi; \
	if [ -t 1 ]; then format=pretty; else format="$$(pwd)/t/tool/bats-plain"; fi; \
	if [ -n "$(SAN_ENV_$(SAN))" ]; then echo "the sanitizer build: $(SAN_ENV_$(SAN))"; fi; \
	$(SAN_ENV_$(SAN)) bats --formatter "$$format" $$jobs

# The tools the tests need are found before anything is built or run (and installed
# with INSTALL=yes or all: t/tool/setup.sh);
# then the programs and the test tools are built in parallel, a job for each core
# (unless make was given its own -j).
check:
	@CC='$(CC)' INSTALL='$(INSTALL)' sh t/tool/setup.sh check
	@$(JOBS); $(MAKE) -s $$j all $(TESTBIN)
	@$(SUITE) $(QUICK)

# Everything CI proves: the suite on the sanitizer build, valgrind, every fuzzing
# target briefly, the suite against stubs, and last the whole suite, slow files and
# all, so that the log ends with bats' summary.  Each step is a silent sub-make:
# otherwise GNU make passes -w on, and the tests' own make says which directory it
# enters.
check-all:
	@CC='$(CC)' INSTALL='$(INSTALL)' sh t/tool/setup.sh check-all
	@echo "== the suite built with AddressSanitizer and UBSan"
	@$(MAKE) -s check SAN=1
	@echo "== valgrind"
	@$(MAKE) -s memcheck
	@echo "== fuzzing: every target briefly, every past finding replayed"
	@$(MAKE) -s fuzz-run FUZZ_SECONDS=10
	@echo "== stubs: every test that runs a program fails when the programs do nothing"
	@$(MAKE) -s stubcheck
	@echo "== the whole suite"
	@$(MAKE) -s all $(TESTBIN)
	@$(SUITE) $(QUICK) $(SLOW)

# the suite against programs that print nothing and exit 3: every test that runs one must fail
stubcheck: $(TESTBIN)
	@sh t/tool/stubcheck.sh $(PROG)

# valgrind over a representative run of each program: no error, no leak
memcheck: all
	@sh t/tool/memcheck.sh

bench: all $(ORACLEBIN)
	@sh t/bench/run.sh

# Fuzzing: libFuzzer targets built with clang, the library compiled in with the sanitizers.
FUZZ_CC = clang
FUZZ_FLAGS = $(CPPFLAGS) -DVERSION='"$(VERSION)"' -std=c11 -g -O1 \
	-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	-fsanitize-coverage-ignorelist=t/fuzz/coverage-ignore.txt
LIBSRC = $(LIBOBJ:.o=.c)
FUZZ_PARSERS = \
	t/fuzz/bin/heaps \
	t/fuzz/bin/rules \
	t/fuzz/bin/seer \
	t/fuzz/bin/cube
FUZZ_PROGRAMS = $(PROG:%=t/fuzz/bin/%)
FUZZ_SECONDS = 20

fuzz: $(FUZZ_PARSERS) $(FUZZ_PROGRAMS)

$(FUZZ_PARSERS): $(LIBSRC) $(LIBHDR) t/fuzz/coverage-ignore.txt
	@mkdir -p t/fuzz/bin
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ t/fuzz/$(@F).c $(LIBSRC) $(LDLIBS)
t/fuzz/bin/heaps: t/fuzz/heaps.c
t/fuzz/bin/rules: t/fuzz/rules.c
t/fuzz/bin/seer: t/fuzz/seer.c
t/fuzz/bin/cube: t/fuzz/cube.c

# A whole program, its options drawn from the input too; its exit, realloc and free are
# the harness's, so that a usage error ends one run, not the fuzzer (t/fuzz/program.c).
$(FUZZ_PROGRAMS): t/fuzz/program.c $(LIBSRC) $(LIBHDR) t/fuzz/coverage-ignore.txt $(SRC) \
    $(PROG:%=t/fuzz/args/%.h)
	@mkdir -p t/fuzz/bin
	$(FUZZ_CC) $(FUZZ_FLAGS) -Dmain=program_main -D'exit(s)=fuzz_exit(s)' \
	    -D'realloc(p,n)=fuzz_realloc(p,n)' -D'free(p)=fuzz_free(p)' \
	    -DPROGRAM_NAME='"$(@F)"' -DPROGRAM_ARGS='"args/$(@F).h"' \
	    -o $@ t/fuzz/program.c cmd/$(@F).c $(LIBSRC) $(LDLIBS)

# Every target for FUZZ_SECONDS each, from the seed corpora; a finding fails.
fuzz-run: fuzz
	@sh t/fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_PARSERS) $(FUZZ_PROGRAMS)

test-clean:
	rm -rf t/bin t/fuzz/bin

.PHONY: test-tools check check-all stubcheck memcheck bench fuzz fuzz-run test-clean
