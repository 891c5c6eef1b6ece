/*
 * A whole program's line-processing path under libFuzzer: the input is
 * written to a file that the program reads as its operand.  The first
 * byte picks one of the program's ways of being run (ARGS, a list of
 * NULL-terminated argument vectors), so every mode meets hostile input.
 * Built once per program with -Dmain=program_main on its cmd/ file.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

int program_main(int argc, char *argv[]);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#include PROGRAM_ARGS

static const char *const modes[][10] = { ARGS };

static char path[64];

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *const *mode;
	char *argv[12];
	int argc = 0, fd;

	if (size == 0)
		return 0;
	if (path[0] == '\0') {
		snprintf(path, sizeof(path), "/tmp/wits-fuzz-%ld", (long)getpid());
		if (freopen("/dev/null", "w", stdout) == NULL)
			abort();
	}
	mode = modes[data[0] % (sizeof(modes) / sizeof(*modes))];
	if ((fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600)) < 0)
		abort();
	if (write(fd, data + 1, size - 1) != (ssize_t)(size - 1))
		abort();
	close(fd);
	argv[argc++] = "fuzz";
	for (; *mode != NULL; mode++)
		argv[argc++] = (char *)*mode;
	argv[argc++] = path;
	argv[argc] = NULL;
	optind = 0;	/* glibc: a full reset of getopt between runs */
	program_main(argc, argv);
	clearerr(stdout);
	return 0;
}
