import { AUTH_TOKEN_STORAGE_KEY } from '@groundwork/shared/common/constants';
import { storedString } from './stored-string';

const authToken = storedString(AUTH_TOKEN_STORAGE_KEY);

export const getAuthToken = authToken.read;
export const setAuthToken = authToken.write;
export const removeAuthToken = authToken.remove;
