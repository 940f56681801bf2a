import { users } from '../../shared/contract/routes/users';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Sending an OTP is an action, never served from cache, so every GET that acts is a mutation.
    usersGenerateOtp: contractMutation(build, users.generateOtp),
    usersCheckOtp: contractMutation(build, users.checkOtp),
    usersRegister: contractMutation(build, users.register),
    usersUpdate: contractMutation(build, users.update, { invalidatesTags: ['User'] }),
    usersGetUser: contractQuery(build, users.getUser, {
      providesTags: (_result, _error, arg) => [{ type: 'User', id: arg.params.number }],
    }),
    usersGrantAccessForAdmin: contractMutation(build, users.grantAccessForAdmin),
    usersDeleteUserPermanently: contractMutation(build, users.deleteUserPermanently),
    usersLogout: contractMutation(build, users.logout),
    usersGetWishlist: contractQuery(build, users.getWishlist, {
      providesTags: (result) => [
        { type: 'Wishlist', id: 'LIST' },
        ...(result?.wishlist ?? []).map((id) => ({ type: 'Wishlist' as const, id })),
      ],
    }),
    usersUpdateWishlist: contractMutation(build, users.updateWishlist, {
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Wishlist', id: 'LIST' },
        { type: 'Wishlist', id: arg.body.productId },
      ],
    }),
    usersGetWallet: contractQuery(build, users.getWallet, {
      providesTags: [{ type: 'Wallet', id: 'LIST' }],
    }),
  }),
});

export const {
  useUsersGenerateOtpMutation,
  useUsersCheckOtpMutation,
  useUsersRegisterMutation,
  useUsersUpdateMutation,
  useUsersGetUserQuery,
  useUsersGrantAccessForAdminMutation,
  useUsersDeleteUserPermanentlyMutation,
  useUsersLogoutMutation,
  useUsersGetWishlistQuery,
  useUsersUpdateWishlistMutation,
  useUsersGetWalletQuery,
} = usersApi;
