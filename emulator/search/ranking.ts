/**
 * Algolia's tie-breaking ranking: criteria are applied in order (`typo`, `geo`, `words`,
 * `filters`, `proximity`, `attribute`, `exact`, `custom`), a standard replica puts its sort
 * (`desc(price)`) first, and insertion order breaks the last tie so results are stable.
 */
import {compareScalars, type IndexData} from './index-data';
import type {DocumentMatch} from './matching';
import {parseSortCriterion} from './settings';
import type {IndexSettings, SortCriterion} from './types';

type DocumentComparator = (a: number, b: number) => number;

function sortComparator(data: IndexData, criterion: SortCriterion): DocumentComparator {
  const keys = data.sortKeys(criterion.attribute, criterion.direction);
  const sign = criterion.direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const left = keys[a];
    const right = keys[b];
    if (left === undefined || right === undefined) {
      // Records without the attribute always come last, whatever the direction.
      return left === right ? 0 : left === undefined ? 1 : -1;
    }
    return sign * compareScalars(left, right);
  };
}

function matchComparator(
  matches: Map<number, DocumentMatch>,
  read: (match: DocumentMatch) => number,
  higherFirst: boolean,
): DocumentComparator {
  return (a, b) => {
    const left = read(matches.get(a)!);
    const right = read(matches.get(b)!);
    return higherFirst ? right - left : left - right;
  };
}

/** The sort criteria that customRanking contributes, for `_rankingInfo.userScore`. */
export function customRankingCriteria(settings: IndexSettings): SortCriterion[] {
  return settings.customRanking
    .map(parseSortCriterion)
    .filter((criterion): criterion is SortCriterion => criterion !== null);
}

export function buildComparator(
  data: IndexData,
  settings: IndexSettings,
  matches: Map<number, DocumentMatch> | null,
): DocumentComparator {
  const comparators: DocumentComparator[] = [];
  for (const name of settings.ranking) {
    const sort = parseSortCriterion(name);
    if (sort) {
      comparators.push(sortComparator(data, sort));
      continue;
    }
    if (name === 'custom') {
      for (const criterion of customRankingCriteria(settings))
        comparators.push(sortComparator(data, criterion));
      continue;
    }
    if (!matches) continue;
    if (name === 'typo') comparators.push(matchComparator(matches, (match) => match.nbTypos, false));
    else if (name === 'words') comparators.push(matchComparator(matches, (match) => match.words, true));
    else if (name === 'proximity')
      comparators.push(matchComparator(matches, (match) => match.proximityDistance, false));
    else if (name === 'attribute')
      comparators.push(matchComparator(matches, (match) => match.firstMatchedWord, false));
    else if (name === 'exact')
      comparators.push(matchComparator(matches, (match) => match.nbExactWords, true));
  }
  return (a, b) => {
    for (const comparator of comparators) {
      const result = comparator(a, b);
      if (result !== 0) return result;
    }
    return data.documents[a].position - data.documents[b].position;
  };
}
