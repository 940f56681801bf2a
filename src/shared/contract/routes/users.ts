// The users calls' method, path and auth mode (see ./index.ts).
import type { Routes } from './index';

export const users: Routes['users'] = {
  generateOtp: { method: 'GET', path: '/api/users/generateotp/:inputNumber', auth: 'none' },
  checkOtp: { method: 'POST', path: '/api/users/checkotp/', auth: 'none' },
  register: { method: 'POST', path: '/api/users/register', auth: 'none' },
  update: { method: 'POST', path: '/api/users/update', auth: 'bearer' },
  getUser: { method: 'GET', path: '/api/users/getUser/:number', auth: 'optional' },
  grantAccessForAdmin: {
    method: 'GET',
    path: '/api/users/grant_access_for_admin/:accessToken',
    auth: 'none',
  },
  deleteUserPermanently: {
    method: 'POST',
    path: '/api/users/deleteUserPermanently',
    auth: 'none',
  },
  logout: { method: 'POST', path: '/api/users/logout', auth: 'bearer' },
  getWishlist: { method: 'GET', path: '/api/users/wishlist', auth: 'bearer' },
  updateWishlist: { method: 'POST', path: '/api/users/wishlist', auth: 'bearer' },
  getWallet: { method: 'GET', path: '/api/users/wallet', auth: 'bearer' },
};
