import { describe, expect, it } from 'vitest';
import { splitOnQueryWords } from './highlight';

describe('splitOnQueryWords', () => {
  it.each([
    [
      'Order shingles',
      'shingle',
      [
        ['Order ', false],
        ['shingle', true],
        ['s', false],
      ],
    ],
    [
      'Roof ROOF roof',
      'roof',
      [
        ['Roof', true],
        [' ', false],
        ['ROOF', true],
        [' ', false],
        ['roof', true],
      ],
    ],
    [
      'Order shingles',
      'order shin',
      [
        ['Order', true],
        [' ', false],
        ['shin', true],
        ['gles', false],
      ],
    ],
    [
      'a+b (c)',
      '+b (c',
      [
        ['a', false],
        ['+b', true],
        [' ', false],
        ['(c', true],
        [')', false],
      ],
    ],
    [
      '<b>bold</b>',
      'bold',
      [
        ['<b>', false],
        ['bold', true],
        ['</b>', false],
      ],
    ],
    ['Nothing here', 'zz', [['Nothing here', false]]],
    ['Nothing here', '   ', [['Nothing here', false]]],
    ['', 'roof', []],
  ])('cuts %j searched for %j', (text, query, parts) => {
    expect(splitOnQueryWords(text, query)).toEqual(
      parts.map(([part, isMatch]) => ({ text: part, isMatch })),
    );
  });
});
