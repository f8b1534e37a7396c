import { createContext, useContext, useReducer, type Dispatch, type ReactNode } from 'react';

export type UserStatus = 'register' | 'login';
export type ParticipationMethod = 'on-site' | 'virtual';

/** The client user state of specification section 3: who is at /register and why. */
export interface UserState {
  status: UserStatus;
  email: string;
  national_id: string;
  participation_method: ParticipationMethod;
  /** The entry page was filled in and the applicant moved on. */
  entered: boolean;
}

export type UserAction =
  | { type: 'enter'; status: UserStatus; email: string; national_id: string; participation_method: ParticipationMethod }
  | { type: 'set-participation'; participation_method: ParticipationMethod }
  | { type: 'reset' };

export const INITIAL_USER_STATE: UserState = {
  status: 'register',
  email: '',
  national_id: '',
  participation_method: 'virtual',
  entered: false,
};

const STATUSES: readonly UserStatus[] = ['register', 'login'];

export function userReducer(state: UserState, action: UserAction): UserState {
  switch (action.type) {
    case 'enter':
      // Only the two statuses exist; anything else falls back to register.
      return {
        status: STATUSES.includes(action.status) ? action.status : 'register',
        email: action.email.trim(),
        national_id: action.national_id.trim(),
        participation_method: action.participation_method,
        entered: true,
      };
    case 'set-participation':
      return { ...state, participation_method: action.participation_method };
    case 'reset':
      return { ...state, status: 'register', entered: false };
  }
}

/** The participation method as the hackathon form's participation_method_id (1 On-Site, 2 Virtual). */
export const participationMethodId = (method: ParticipationMethod): string => (method === 'on-site' ? '1' : '2');

const UserStateContext = createContext<[UserState, Dispatch<UserAction>] | undefined>(undefined);

export function UserStateProvider({ children }: { children: ReactNode }) {
  const value = useReducer(userReducer, INITIAL_USER_STATE);
  return <UserStateContext.Provider value={value}>{children}</UserStateContext.Provider>;
}

export function useUserState(): [UserState, Dispatch<UserAction>] {
  const value = useContext(UserStateContext);
  if (!value) throw new Error('useUserState needs a UserStateProvider above it.');
  return value;
}
