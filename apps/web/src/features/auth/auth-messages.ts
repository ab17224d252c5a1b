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
