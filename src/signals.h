/* Turning termination signals into a flag the work loops poll. */
#ifndef SUDOKU_SIGNALS_H
#define SUDOKU_SIGNALS_H

#include <signal.h>

/* signals.c */
const volatile sig_atomic_t	*signals_catch(void);

#endif
