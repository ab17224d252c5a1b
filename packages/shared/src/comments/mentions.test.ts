import { describe, expect, it } from 'vitest';
import type { UserSummary } from '../common/schemas';
import type { MemberRole, MemberStatus } from '../permissions/roles';
import {
  commentParts,
  mentionableMembers,
  mentionQueryAt,
  mentionsStillIn,
  mentionSuggestions,
  withCurrentNames,
  writtenNameOf,
} from './mentions';

const person = (id: string, name: string | null, phoneNumber = '+15550000000'): UserSummary => ({
  id,
  name,
  phoneNumber,
});
const ann = { id: 'a', name: 'Ann Lee', writtenAs: 'Ann Lee' };
const annRenamed = { id: 'a', name: 'Ann Park', writtenAs: 'Ann Lee' };
const bo = { id: 'b', name: 'Bo', writtenAs: 'Bo' };

describe('writtenNameOf', () => {
  it.each([
    ['Thanks @Ann Lee!', ['Ann Lee'], 'Ann Lee'],
    ['Thanks @Ann Leeds', ['Ann Lee'], null],
    ['Thanks @Ann Lee', ['Ann Park', 'Ann Lee'], 'Ann Lee'],
    ['Thanks Ann Lee', ['Ann Lee'], null],
    ['@Bo, @Ann Lee', [null, 'Bo'], 'Bo'],
  ])('%j with %j → %j', (content, names, expected) => {
    expect(writtenNameOf(content, names)).toBe(expected);
  });
});

describe('mentionsStillIn', () => {
  it('keeps those whose @Name the text still holds, each once', () => {
    const picked = [
      { id: 'a', name: 'Ann Lee' },
      { id: 'b', name: 'Bo' },
      { id: 'a', name: 'Ann Lee' },
    ];
    expect(mentionsStillIn('@Ann Lee can you check?', picked)).toEqual([picked[0]]);
    expect(mentionsStillIn('@Bo and @Ann Lee', picked)).toEqual([picked[0], picked[1]]);
    expect(mentionsStillIn('nobody', picked)).toEqual([]);
  });
});

describe('commentParts', () => {
  it('cuts the text into words and mentions, wherever each mention stands', () => {
    expect(commentParts('@Bo ask @Ann Lee, then @Bo again', [ann, bo])).toEqual([
      { mention: bo },
      ' ask ',
      { mention: ann },
      ', then ',
      { mention: bo },
      ' again',
    ]);
  });

  it('finds a renamed person by the name the text holds', () => {
    expect(commentParts('Over to @Ann Lee.', [annRenamed])).toEqual([
      'Over to ',
      { mention: annRenamed },
      '.',
    ]);
    expect(withCurrentNames('Over to @Ann Lee.', [annRenamed])).toBe('Over to @Ann Park.');
  });

  it('prefers the longer of two names at one place, and leaves text without mentions whole', () => {
    const an = { id: 'c', name: 'Ann', writtenAs: 'Ann' };
    expect(commentParts('@Ann Lee', [an, ann])).toEqual([{ mention: ann }]);
    expect(commentParts('No one here', [ann])).toEqual(['No one here']);
    expect(commentParts('', [])).toEqual([]);
  });
});

describe('mentionQueryAt', () => {
  it.each([
    ['@', 1, { start: 0, query: '' }],
    ['Hi @an', 6, { start: 3, query: 'an' }],
    ['Hi @Ann L', 9, { start: 3, query: 'Ann L' }],
    ['Hi (@bo', 7, { start: 4, query: 'bo' }],
    ['Hi @an and more', 6, { start: 3, query: 'an' }],
    ['mail ann@site.com', 17, null],
    ['Hi @ an', 7, null],
    ['Hi @Ann ', 8, null],
    ['Hi @Ann  Lee', 12, null],
    ['Hi @Ann\nLee', 11, null],
    ['No at sign', 10, null],
  ])('%j at %i → %j', (text, caret, expected) => {
    expect(mentionQueryAt(text, caret)).toEqual(expected);
  });
});

describe('mentionSuggestions', () => {
  const people = [
    person('1', 'Zoe Quinn', '+15550001111'),
    person('2', null, '+15550002222'),
    person('3', 'ann lee', '+15550003333'),
    person('4', 'Bo Ann', '+15550004444'),
    person('5', null, '+15550001234'),
  ];
  const names = (query: string) =>
    mentionSuggestions(people, query).map((p) => p.name ?? p.phoneNumber);

  it('lists everyone for a bare @: by name, then those known by phone alone', () => {
    expect(names('')).toEqual(['ann lee', 'Bo Ann', 'Zoe Quinn', '+15550001234', '+15550002222']);
  });

  it.each([
    ['an', ['ann lee', 'Bo Ann']],
    ['ANN L', ['ann lee']],
    ['q', ['Zoe Quinn']],
    ['2222', ['+15550002222']],
    ['555 000 1', ['Zoe Quinn', '+15550001234']],
    ['xyz', []],
  ])('narrows to %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('shows at most eight', () => {
    const crowd = Array.from({ length: 12 }, (_, index) => person(`${index}`, `Pat ${index}`));
    expect(mentionSuggestions(crowd, 'pat')).toHaveLength(8);
  });
});

describe('mentionableMembers', () => {
  const member = (userId: string, role: MemberRole, status: MemberStatus = 'active') => ({
    userId,
    role,
    status,
    user: person(userId, userId),
  });
  const members = [
    member('owner', 'admin'),
    member('admin', 'admin'),
    member('pm', 'project_manager'),
    member('on-team', 'contractor'),
    member('off-team', 'contractor'),
    member('client-creator', 'client'),
    member('pending', 'project_manager', 'pending'),
    member('revoked', 'admin', 'revoked'),
  ];

  it('are the active members who can see the project, by the visibility rule', () => {
    const project = { createdBy: 'client-creator', assignments: [{ userId: 'on-team' }] };
    expect(mentionableMembers(members, project, 'owner').map((user) => user.id)).toEqual([
      'owner',
      'admin',
      'pm',
      'on-team',
      'client-creator',
    ]);
  });
});
