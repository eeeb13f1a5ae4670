/* Turning termination signals into a flag the work loops poll. */
#ifndef SUDOKU_SIGNALS_H
#define SUDOKU_SIGNALS_H

#include <signal.h>

/* signals.c */
const volatile sig_atomic_t	*signals_catch(void);
int				 signals_pending(void);
void				 signals_block(sigset_t *);
void				 signals_restore(const sigset_t *);

#endif
