# bash completion for sudoku(1)                              -*- shell-script -*-
#
# Kept in step with the option table in src/options.c by
# tests/cli/docs.sh, which compares it with `sudoku COMMAND --help`.

_sudoku_options()
{
	local common="--ascii --color= --from= --help --jobs= --no-progress
	    --output= --progress --quiet --stats --to= -f -h -j -o -q -t"
	case $1 in
	solve)	echo "$common --lex --limit= --mode= --solution=" ;;
	count)	echo "$common --limit= --part=" ;;
	verify)	echo "$common --solution=" ;;
	convert) echo "$common" ;;
	merge)	echo "--help --quiet -h -q" ;;
	esac
}

# The values an option takes, or nothing for a free value.
_sudoku_values()
{
	case $1 in
	-f|--from)	echo "auto line grid boj sudominoku" ;;
	-t|--to)	echo "plain pretty yaml line grid boj sudominoku" ;;
	--mode)		echo "first lexicographic count-all verify" ;;
	--color)	echo "auto always never" ;;
	esac
}

# File names, quoted as file names (only these: "--to=" must stay as is).
_sudoku_files()
{
	compopt -o filenames 2> /dev/null
	COMPREPLY=($(compgen -f -- "$1"))
}

_sudoku()
{
	local cur prev cmd= i values
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	COMPREPLY=()

	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		-*) ;;
		*) cmd=${COMP_WORDS[i]}; break ;;
		esac
	done

	if [[ -z $cmd ]]; then
		if [[ $cur == -* ]]; then
			COMPREPLY=($(compgen -W "-h --help -V --version" -- "$cur"))
		else
			COMPREPLY=($(compgen -W "solve count verify convert merge help" \
			    -- "$cur"))
		fi
		return
	fi
	if [[ $cmd == help ]]; then
		COMPREPLY=($(compgen -W "solve count verify convert merge help" \
		    -- "$cur"))
		return
	fi

	# an option's value, as "--opt value" or "--opt=value"
	if [[ $cur == --*=* ]]; then
		prev=${cur%%=*}
		cur=${cur#*=}
	elif [[ $prev == = ]]; then
		prev=${COMP_WORDS[COMP_CWORD-2]}
	fi
	case $prev in
	-f|--from|-t|--to|--mode|--color)
		values=$(_sudoku_values "$prev")
		COMPREPLY=($(compgen -W "$values" -- "$cur"))
		return ;;
	-o|--output|--solution)
		_sudoku_files "$cur"
		return ;;
	-j|--jobs|--limit|--part)
		return ;;
	esac

	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$(_sudoku_options "$cmd")" -- "$cur"))
		[[ ${COMPREPLY[0]-} == *= ]] && compopt -o nospace 2> /dev/null
	else
		_sudoku_files "$cur"
	fi
}

complete -F _sudoku sudoku
