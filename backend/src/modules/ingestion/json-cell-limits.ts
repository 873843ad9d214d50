import { measureJson } from '../../shared/http';
import { RowProblem, RowProblems } from './row-problems';

/** Real BODACC JSON nests 5 levels at most; a far deeper cell exhausts PostgreSQL's stack. */
export const MAX_CELL_JSON_DEPTH = 32;

export type MeasuredJsonCells = { nodes: number; error?: undefined } | { error: RowProblem };

/** Only an array or an object builds a tree when parsed; any other cell is one value at most. */
const isJsonContainer = (text: string) => /^\s*[[{]/.test(text);

/**
 * What parsing a row's JSON cells will cost, counted on their text before anything parses them
 * (issue 28): a row length bounds bytes, not values, and `[{},{},…]` holds one per 3 characters.
 * A row whose cells hold more than `maxNodes` values in all, or nest deeper than
 * MAX_CELL_JSON_DEPTH, is refused, naming the column where it passed the limit.
 */
export function measureJsonCells(
  values: Record<string, string | undefined>,
  columns: readonly string[],
  maxNodes: number,
): MeasuredJsonCells {
  let nodes = 0;
  for (const column of columns) {
    const text = values[column];
    if (!text || !isJsonContainer(text)) continue;
    const shape = measureJson(text, { maxDepth: MAX_CELL_JSON_DEPTH, maxNodes: maxNodes - nodes });
    if (shape.exceeds !== null) {
      return {
        error:
          shape.exceeds === 'depth'
            ? RowProblems.jsonTooDeep(column, MAX_CELL_JSON_DEPTH)
            : RowProblems.jsonTooManyNodes(column, maxNodes),
      };
    }
    nodes += shape.nodes;
  }
  return { nodes };
}
