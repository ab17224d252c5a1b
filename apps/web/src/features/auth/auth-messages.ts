/** What the sign-in screens say (000 §2 Login, §8 Auth); the API's own messages are in shared. */
export const authUiMessages = {
  codeSent: 'OTP sent successfully!',
  newCodeSent: 'A new code was sent',
  loginSuccessful: 'Login successful!',
  verifyFailed: 'OTP verification failed',
  logoutFailed: 'Logout failed',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdated: 'Profile updated',
} as const;

/** What the profile page says (docs/decisions.md "Sign-in"). */
export const profileTexts = {
  title: 'Profile',
  name: 'Name',
  noName: 'No name set',
  noNameHint: 'Teammates see your phone number until you set a name.',
  editName: 'Edit name',
  setName: 'Set name',
  phoneNumber: 'Phone number',
  notificationPreferences: 'Notification preferences',
  notificationPreferencesHint: 'Text messages, quiet hours and the daily digest',
} as const;
