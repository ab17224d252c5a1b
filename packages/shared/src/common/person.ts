/** How a person is named in a notification or a text: their name, else their phone number. */
export function displayName(user: { name: string | null; phoneNumber: string }): string {
  return user.name ?? user.phoneNumber;
}
