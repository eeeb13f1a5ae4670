# fish completion for sudoku(1).
# Kept in step with the option table in src/options.c by tests/cli/docs.sh.

set -l commands solve count verify convert rate explain hint generate merge help
complete -c sudoku -f
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -s h -l help -d 'show the overview'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -s V -l version -d 'show the version'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a solve -d 'solve each puzzle'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a count -d 'count each puzzle\'s solutions'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a verify -d 'check grids and uniqueness'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a convert -d 'rewrite puzzles in another notation'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a rate -d 'rate 9x9 puzzles as Sudoku Explainer does'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a explain -d 'show how a player solves each 9x9 puzzle'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a hint -d 'show the next step a player would take in a 9x9 puzzle'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a generate -d 'make unique, minimal, symmetric 9x9 puzzles'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a merge -d 'add up the parts of split counts'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a help -d 'show the help of a command'
complete -c sudoku -n "__fish_seen_subcommand_from help" -a "$commands"

set -l readers "__fish_seen_subcommand_from solve count verify convert rate explain hint"
complete -c sudoku -n $readers -F
complete -c sudoku -n $readers -l ascii -d 'draw pretty grids with ASCII'
complete -c sudoku -n $readers -l box -x -d 'boxes of R rows by C columns (RxC)'
complete -c sudoku -n $readers -l color -x -a 'auto always never' -d 'colour pretty grids'
complete -c sudoku -n $readers -s f -l from -x -a 'auto line grid hex letters boj numbers sudominoku candidates' -d 'read puzzles in NOTATION'
complete -c sudoku -n $readers -s h -l help -d 'show this help and exit'
complete -c sudoku -n $readers -s j -l jobs -x -d 'solve N puzzles at a time (0: one per core)'
complete -c sudoku -n $readers -l no-progress -d 'never show progress'
complete -c sudoku -n $readers -s o -l output -r -F -d 'write to FILE'
complete -c sudoku -n $readers -l progress -d 'show progress on stderr'
complete -c sudoku -n $readers -s q -l quiet -d 'print nothing; the exit status tells'
complete -c sudoku -n $readers -l stats -d 'print a summary on stderr at the end'
complete -c sudoku -n "__fish_seen_subcommand_from solve count verify" -s t -l to -x -a 'plain pretty yaml line grid hex letters boj numbers sudominoku candidates' -d 'write FORMAT'
complete -c sudoku -n "__fish_seen_subcommand_from convert" -s t -l to -x -a 'pretty yaml line grid hex letters boj numbers sudominoku candidates' -d 'write FORMAT'
complete -c sudoku -n "__fish_seen_subcommand_from rate explain hint" -s t -l to -x -a 'plain pretty yaml' -d 'write FORMAT'
complete -c sudoku -n "__fish_seen_subcommand_from solve" -l lex -d 'the smallest solution'
complete -c sudoku -n "__fish_seen_subcommand_from count" -l limit -x -d 'stop counting after N solutions'
complete -c sudoku -n "__fish_seen_subcommand_from count" -l part -x -d 'count part K of N of the solutions (K/N)'
complete -c sudoku -n "__fish_seen_subcommand_from solve" -l limit -x -d 'stop counting after N solutions (with --mode=count-all)'
complete -c sudoku -n "__fish_seen_subcommand_from solve" -l mode -x -a 'first lexicographic count-all verify' -d 'what to compute'
complete -c sudoku -n "__fish_seen_subcommand_from verify" -l solution -r -F -d 'check the grids of FILE'
complete -c sudoku -n "__fish_seen_subcommand_from solve" -l solution -r -F -d 'check the grids of FILE (with --mode=verify)'
complete -c sudoku -n "__fish_seen_subcommand_from rate" -l max-rating -x -d 'give up above rating R'

# generate: the common options, and its own; it reads no files
set -l generate "__fish_seen_subcommand_from generate"
complete -c sudoku -n $generate -l ascii -d 'draw pretty grids with ASCII'
complete -c sudoku -n $generate -l color -x -a 'auto always never' -d 'colour pretty grids'
complete -c sudoku -n $generate -s f -l from -x -a 'line grid boj sudominoku' -d 'make puzzles for NOTATION'
complete -c sudoku -n $generate -s h -l help -d 'show this help and exit'
complete -c sudoku -n $generate -s j -l jobs -x -d 'make N puzzles at a time (0: one per core)'
complete -c sudoku -n $generate -l no-progress -d 'never show progress'
complete -c sudoku -n $generate -s o -l output -r -F -d 'write to FILE'
complete -c sudoku -n $generate -l progress -d 'show progress on stderr'
complete -c sudoku -n $generate -s q -l quiet -d 'print nothing; the exit status tells'
complete -c sudoku -n $generate -l stats -d 'print a summary on stderr at the end'
# generate makes 9x9 puzzles, which hex cannot write
complete -c sudoku -n $generate -s t -l to -x -a 'plain pretty yaml line grid letters boj numbers sudominoku candidates' -d 'write FORMAT'
complete -c sudoku -n $generate -s n -l count -x -d 'make N puzzles'
complete -c sudoku -n $generate -l difficulty -x -a 'easy medium hard fiendish diabolical' -d 'keep puzzles of a named band of ratings'
complete -c sudoku -n $generate -l rating -x -d 'keep puzzles whose ER is MIN to MAX'
complete -c sudoku -n $generate -l givens -x -d 'keep puzzles with MIN-MAX givens'
complete -c sudoku -n $generate -l max-draws -x -d 'give up after N draws for one puzzle'
complete -c sudoku -n $generate -l no-minimal -d 'stop at a number of givens drawn in --givens'
complete -c sudoku -n $generate -l pattern -r -F -d 'give exactly the cells marked in FILE'
complete -c sudoku -n $generate -l seed -x -d 'make the run of seed S'
complete -c sudoku -n $generate -l skip -x -d 'start at puzzle K of the run'
complete -c sudoku -n $generate -l solution -d 'write each puzzle\'s solution after it'
complete -c sudoku -n $generate -l symmetry -x -a 'none rot180 rot90 mirror diagonal antidiagonal dihedral random' -d 'givens symmetric under SYM'
complete -c sudoku -n "__fish_seen_subcommand_from verify" -l minimal -d 'also fail puzzles that stay unique without a given'
complete -c sudoku -n "__fish_seen_subcommand_from verify" -l symmetry -x -a 'none rot180 rot90 mirror diagonal antidiagonal dihedral' -d 'check the givens keep SYM'
complete -c sudoku -n "__fish_seen_subcommand_from merge" -F
complete -c sudoku -n "__fish_seen_subcommand_from merge" -s h -l help -d 'show this help and exit'
complete -c sudoku -n "__fish_seen_subcommand_from merge" -s q -l quiet -d 'print nothing; the exit status tells'
