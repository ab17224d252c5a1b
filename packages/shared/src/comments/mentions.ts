import type { UserSummary } from '../common/schemas';
import type { MemberRole, MemberStatus } from '../permissions/roles';
import { canViewProject, viewerOf, type ProjectAccess } from '../permissions/visibility';
import type { CommentMention } from './schemas';

/**
 * @mentions in comments: the text holds `@Name` as it was typed, and the comment keeps who it
 * mentions by id, so a client can show each mention under the person's current name.
 */

/** A mention as the text writes it. */
export function mentionText(name: string): string {
  return `@${name}`;
}

// A mention ends where the name does: "@Ann" is not in "@Anna".
const nameGoesOn = /[\p{L}\p{N}]/u;

/** Where `@name` stands in the text as a whole name, from `from` on; -1 when it does not. */
function indexOfMention(content: string, name: string, from = 0): number {
  const written = mentionText(name);
  for (let at = content.indexOf(written, from); at !== -1; at = content.indexOf(written, at + 1)) {
    const next = content.charAt(at + written.length);
    if (!nameGoesOn.test(next)) return at;
  }
  return -1;
}

/** The first of `names` the text holds as a mention (`@name`), or null when it holds none. */
export function writtenNameOf(content: string, names: readonly (string | null)[]): string | null {
  return names.find((name) => name && indexOfMention(content, name) !== -1) ?? null;
}

/** A person picked while writing: their id, and the name the text holds for them. */
export interface PickedMention {
  id: string;
  name: string;
}

/** The people picked while writing whose `@Name` the text still holds (one deleted is dropped). */
export function mentionsStillIn(
  content: string,
  picked: readonly PickedMention[],
): PickedMention[] {
  return picked.filter(
    (person, index) =>
      indexOfMention(content, person.name) !== -1 &&
      picked.findIndex((other) => other.id === person.id) === index,
  );
}

/** A piece of a comment's text: plain words, or a mention of a person. */
type CommentPart = string | { mention: CommentMention };

/**
 * The comment's text cut into plain words and its mentions, each found by the name the text
 * holds (`writtenAs`), or by the current name when it holds no other.
 */
export function commentParts(content: string, mentions: readonly CommentMention[]): CommentPart[] {
  const found: { start: number; end: number; mention: CommentMention }[] = [];
  for (const mention of mentions) {
    const name = mention.writtenAs ?? mention.name;
    for (let at = indexOfMention(content, name); at !== -1;) {
      const end = at + mentionText(name).length;
      found.push({ start: at, end, mention });
      at = indexOfMention(content, name, end);
    }
  }
  // The longer of two mentions at one place wins ("@Ann Lee" over "@Ann"); overlaps are dropped.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: CommentPart[] = [];
  let from = 0;
  for (const { start, end, mention } of found) {
    if (start < from) continue;
    if (start > from) parts.push(content.slice(from, start));
    parts.push({ mention });
    from = end;
  }
  if (from < content.length) parts.push(content.slice(from));
  return parts;
}

/** The text with each mention under the person's current name, as an edit starts from. */
export function withCurrentNames(content: string, mentions: readonly CommentMention[]): string {
  return commentParts(content, mentions)
    .map((part) => (typeof part === 'string' ? part : mentionText(part.mention.name)))
    .join('');
}

/** The longest name a mention being typed may reach (a display name's limit). */
const MENTION_QUERY_MAX_LENGTH = 100;

/**
 * The mention being typed at the caret: the `@` it starts at and what follows it. An `@` counts
 * at the start of the text or after a space or an opening bracket (not inside an e-mail address),
 * and the query runs to the caret on one line. It may hold single spaces between words, as names
 * do; a space just typed ends it (as after a picked `@Name `) until the next letter.
 */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start === -1) return null;
  const query = before.slice(start + 1);
  const opensMention = start === 0 || /[\s([{"']/.test(before.charAt(start - 1));
  if (!opensMention || query.length > MENTION_QUERY_MAX_LENGTH) return null;
  if (/^\s|\s$|\n|\s\s/.test(query)) return null;
  return { start, query };
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Whether the person answers to what was typed: a word of their name, or digits of their phone. */
function answersTo(person: UserSummary, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase();
  if (wanted === '') return true;
  const name = person.name?.toLocaleLowerCase() ?? '';
  if (name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted))) {
    return true;
  }
  const isPhoneNumber = /^[\d\s+()-]+$/.test(wanted) && digitsOf(wanted) !== '';
  return isPhoneNumber && digitsOf(person.phoneNumber).includes(digitsOf(wanted));
}

/** Named people first by name, then those known only by phone number, by number. */
function comparePeople(a: UserSummary, b: UserSummary): number {
  if (a.name && b.name) return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  if (a.name || b.name) return a.name ? -1 : 1;
  return a.phoneNumber.localeCompare(b.phoneNumber);
}

/** How many suggestions show at once: typing narrows them. */
const MENTION_SUGGESTIONS_MAX = 8;

/** The people to suggest for what was typed after `@`: by name, then phone number. */
export function mentionSuggestions(people: readonly UserSummary[], query: string): UserSummary[] {
  return people
    .filter((person) => answersTo(person, query))
    .sort(comparePeople)
    .slice(0, MENTION_SUGGESTIONS_MAX);
}

/** A workspace member as the workspace's answer lists them. */
interface Member {
  userId: string;
  role: MemberRole;
  status: MemberStatus;
  user: UserSummary;
}

/**
 * The members who may be mentioned on a task of the project: those who can see it, by the one
 * visibility rule (`canViewProject`), as the server checks each mention.
 */
export function mentionableMembers(
  members: readonly Member[],
  project: ProjectAccess,
  ownerId: string,
): UserSummary[] {
  return members
    .filter((member) => canViewProject(viewerOf(member.userId, member, ownerId), project))
    .map((member) => member.user);
}
