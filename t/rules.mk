# The rules that prove the product rather than build it, included by the
# Makefile at the top: the suite, the suite against stubs, valgrind, the
# benchmarks and fuzzing.  Paths are from the top of the tree.

# The test tools: t/tool/NAME.c drives the library; t/oracle/NAME.c is an
# independent model that shares no code with it.  Each is built as t/bin/NAME.
TOOL = \
	libtest
ORACLE = \
	nim-brute \
	cube-check \
	cube-picture \
	cube-stats
TOOLBIN = $(TOOL:%=t/bin/%)
ORACLEBIN = $(ORACLE:%=t/bin/%)
TESTBIN = $(TOOLBIN) $(ORACLEBIN)
# a sanitizer's report fails the run with a status no test expects
SAN_ENV = ASAN_OPTIONS=exitcode=86:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:exitcode=87

$(TESTBIN): .build-flags

$(TOOLBIN): $(LIB) $(LIBHDR) $(TOOL:%=t/tool/%.c)
	@mkdir -p t/bin
	$(CC) $(FLAGS) $(LDFLAGS) -o $@ t/tool/$(@F).c $(LIB) $(LDLIBS)

# An oracle is built without the library, so it cannot borrow from it.
$(ORACLEBIN): $(ORACLE:%=t/oracle/%.c)
	@mkdir -p t/bin
	$(CC) $(FLAGS) $(LDFLAGS) -o $@ t/oracle/$(@F).c $(LDLIBS)

# The files run side by side, one a core, where GNU parallel is there for bats to use;
# each file's tests in order, as its setup_file (the cluster's hosts) expects.
check: all $(TESTBIN)
	@jobs=; if parallel --version 2>/dev/null | grep -q '^GNU parallel'; then \
	    jobs="--jobs $$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1) --no-parallelize-within-files"; fi; \
	echo "$(SAN_ENV) bats --formatter pretty $$jobs t"; \
	$(SAN_ENV) bats --formatter pretty $$jobs t

# the suite against programs that print nothing and exit 3: every test that runs one must fail
stubcheck: $(TESTBIN)
	@sh t/tool/stubcheck.sh $(PROG)

# valgrind over a representative run of each program: no error, no leak
memcheck: all
	@sh t/tool/memcheck.sh

bench: all
	@sh t/bench/run.sh

# Fuzzing: libFuzzer targets built with clang, the library compiled in with the sanitizers.
FUZZ_CC = clang
FUZZ_FLAGS = $(CPPFLAGS) -DVERSION='"$(VERSION)"' -std=c11 -g -O1 \
	-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	-fsanitize-coverage-ignorelist=t/fuzz/coverage-ignore.txt
LIBSRC = $(LIBOBJ:.o=.c)
FUZZ_PARSERS = \
	t/fuzz/bin/heaps \
	t/fuzz/bin/seer \
	t/fuzz/bin/cube
FUZZ_PROGRAMS = $(PROG:%=t/fuzz/bin/%)
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

.PHONY: check stubcheck memcheck bench fuzz fuzz-run test-clean
