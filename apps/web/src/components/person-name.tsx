import { PhoneNumberText } from './phone-number-text';

/** How a person is named on a card or in a list: their name, or else their phone number. */
export function PersonName({ person }: { person: { name: string | null; phoneNumber: string } }) {
  return person.name?.trim() || <PhoneNumberText value={person.phoneNumber} />;
}
