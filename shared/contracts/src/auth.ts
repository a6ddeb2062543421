import type { BankInfo, Me } from './user.js';

export interface PasswordLoginRequest {
  username: string;
  password: string;
  siteInfoId: number;
}

export interface RefreshLoginRequest {
  refreshToken: string;
  siteInfoId: number;
}

export type LoginRequest = PasswordLoginRequest | RefreshLoginRequest;

export interface LoginResult {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  user: Me;
}

export interface RegisterPlayerRequest {
  username: string;
  password: string;
  name: string;
  phone: string;
  email?: string;
  partnerId?: number;
  /** A flat map of at most 16 short scalars; blockDevice is ignored (operators set it). */
  etcJson?: Record<string, string | number | boolean>;
  nick?: string;
  bankInfo?: BankInfo;
  address?: string;
  siteInfoId: number;
}

export interface ChangePasswordRequest {
  id: number;
  password: string;
  currentPassword: string;
}

export interface UsernameCheck {
  available: boolean;
}
