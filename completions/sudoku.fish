# fish completion for sudoku(1).
# Kept in step with the option table in src/options.c by tests/cli/docs.sh.

set -l commands solve count verify convert merge help
complete -c sudoku -f
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -s h -l help -d 'show the overview'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -s V -l version -d 'show the version'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a solve -d 'solve each puzzle'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a count -d 'count each puzzle\'s solutions'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a verify -d 'check grids and uniqueness'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a convert -d 'rewrite puzzles in another notation'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a merge -d 'add up the parts of split counts'
complete -c sudoku -n "not __fish_seen_subcommand_from $commands" -a help -d 'show the help of a command'
complete -c sudoku -n "__fish_seen_subcommand_from help" -a "$commands"

set -l readers "__fish_seen_subcommand_from solve count verify convert"
complete -c sudoku -n $readers -F
complete -c sudoku -n $readers -l ascii -d 'draw pretty grids with ASCII'
complete -c sudoku -n $readers -l color -x -a 'auto always never' -d 'colour pretty grids'
complete -c sudoku -n $readers -s f -l from -x -a 'auto line grid boj sudominoku' -d 'read puzzles in NOTATION'
complete -c sudoku -n $readers -s h -l help -d 'show this help and exit'
complete -c sudoku -n $readers -s j -l jobs -x -d 'solve N puzzles at a time (0: one per core)'
complete -c sudoku -n $readers -l no-progress -d 'never show progress'
complete -c sudoku -n $readers -s o -l output -r -F -d 'write to FILE'
complete -c sudoku -n $readers -l progress -d 'show progress on stderr'
complete -c sudoku -n $readers -s q -l quiet -d 'print nothing; the exit status tells'
complete -c sudoku -n $readers -l stats -d 'print a summary on stderr at the end'
complete -c sudoku -n $readers -s t -l to -x -a 'plain pretty yaml line grid boj sudominoku' -d 'write FORMAT'
complete -c sudoku -n "__fish_seen_subcommand_from solve" -l lex -d 'the smallest solution'
complete -c sudoku -n "__fish_seen_subcommand_from count" -l limit -x -d 'stop counting after N solutions'
complete -c sudoku -n "__fish_seen_subcommand_from count" -l part -x -d 'count part K of N of the solutions (K/N)'
complete -c sudoku -n "__fish_seen_subcommand_from solve" -l limit -x -d 'stop counting after N solutions (with --mode=count-all)'
complete -c sudoku -n "__fish_seen_subcommand_from solve" -l mode -x -a 'first lexicographic count-all verify' -d 'what to compute'
complete -c sudoku -n "__fish_seen_subcommand_from verify" -l solution -r -F -d 'check the grids of FILE'
complete -c sudoku -n "__fish_seen_subcommand_from solve" -l solution -r -F -d 'check the grids of FILE (with --mode=verify)'
complete -c sudoku -n "__fish_seen_subcommand_from merge" -F
complete -c sudoku -n "__fish_seen_subcommand_from merge" -s h -l help -d 'show this help and exit'
complete -c sudoku -n "__fish_seen_subcommand_from merge" -s q -l quiet -d 'print nothing; the exit status tells'
