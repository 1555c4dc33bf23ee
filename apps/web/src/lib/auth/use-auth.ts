import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

/** The app-wide auth state and actions; needs <AuthProvider> above it. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs <AuthProvider> above it.');
  return value;
}
