/* Runs Ignacio Zelaya's fast_solv_9r2 (a C DLX Sudoku solver, as tdoku's benchmarks build it)
 * over a file of puzzles, each solved and proved unique (search limit 2), and prints how long
 * the solving took, for benches/sudoku.rs to race against ours round by round.
 *
 *   driver FILE      prints "<puzzles> <seconds>"; exits 1 if a puzzle has not exactly one solution
 *
 * The puzzles are read into memory first, so the time is the solver's alone. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int make_links(void);
int fast_solv_9r2_solve(const char *buffer, int limit);

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    FILE *in = fopen(argv[1], "r");
    if (!in) {
        perror(argv[1]);
        return 2;
    }
    size_t count = 0, capacity = 1024;
    char (*puzzles)[82] = malloc(capacity * sizeof *puzzles);
    char line[256];
    while (fgets(line, sizeof line, in)) {
        if (strlen(line) < 81) continue;
        if (count == capacity) puzzles = realloc(puzzles, (capacity *= 2) * sizeof *puzzles);
        memcpy(puzzles[count], line, 81);
        puzzles[count++][81] = 0;
    }
    fclose(in);
    if (make_links()) return 2;
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (size_t k = 0; k < count; k++) {
        int solutions = fast_solv_9r2_solve(puzzles[k], 2);
        if (solutions != 1) {
            fprintf(stderr, "puzzle %zu: %d solutions, not 1\n", k + 1, solutions);
            return 1;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    printf("%zu %.6f\n", count, (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) * 1e-9);
    return 0;
}
