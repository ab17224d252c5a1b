import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A person's columns: `userTable`, or an alias of it where one row joins several people. */
interface PersonColumns {
  id: AnyPgColumn;
  name: AnyPgColumn;
  phoneNumber: AnyPgColumn;
}

/** How answers name a person beside a row: by name, or by number when they have none. */
export function personNameFields<Person extends PersonColumns>(
  person: Person,
): Pick<Person, 'name' | 'phoneNumber'> {
  return { name: person.name, phoneNumber: person.phoneNumber };
}

/** A person beside a row, with their id. */
export function personFields<Person extends PersonColumns>(
  person: Person,
): Pick<Person, 'id' | 'name' | 'phoneNumber'> {
  return { id: person.id, ...personNameFields(person) };
}
