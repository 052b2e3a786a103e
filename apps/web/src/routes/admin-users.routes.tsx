/**
 * Admin users screens (children of the /admin layout): the list (page in the search params),
 * create, view (tab in the search params, read by TabLinks) and edit.
 */
import { createRoute } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@antena/contract';
import { integerParam, oneOfParam, type SearchInput } from '../lib/search-params';
import { adminRoute, adminScreens } from './admin.route';

// In the admin area's chunk (features/admin/admin.screens.ts), fetched on the first visit.
const UserCreateScreen = adminScreens.screen('UserCreateScreen');
const UserEditScreen = adminScreens.screen('UserEditScreen');
const UsersListScreen = adminScreens.screen('UsersListScreen');
const UserViewScreen = adminScreens.screen('UserViewScreen');

interface UsersSearch {
  page: number;
  pageSize: PageSize;
}

const usersSearch = (search: SearchInput<UsersSearch>): UsersSearch => ({
  page: integerParam(search.page, 1) ?? 1,
  pageSize: oneOfParam(search.pageSize, PAGE_SIZES) ?? DEFAULT_PAGE_SIZE,
});

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'users',
  validateSearch: usersSearch,
  component: function UsersListRoute() {
    const { page, pageSize } = adminUsersRoute.useSearch();
    const navigate = adminUsersRoute.useNavigate();
    return (
      <UsersListScreen
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => void navigate({ search: { page: next, pageSize } })}
        onPageSizeChange={(size) =>
          void navigate({ search: { page: 1, pageSize: oneOfParam(size, PAGE_SIZES) ?? DEFAULT_PAGE_SIZE } })
        }
      />
    );
  },
});

export const adminUserCreateRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'users/add',
  component: UserCreateScreen,
});

export const adminUserRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'users/$id',
  component: function UserViewRoute() {
    const { id } = adminUserRoute.useParams();
    // A fresh screen per user, so no tab state leaks from one user to the next.
    return <UserViewScreen key={id} userId={id} />;
  },
});

export const adminUserEditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'users/$id/edit',
  component: function UserEditRoute() {
    const { id } = adminUserEditRoute.useParams();
    return <UserEditScreen key={id} userId={id} />;
  },
});

export const adminUserRoutes = [adminUsersRoute, adminUserCreateRoute, adminUserRoute, adminUserEditRoute] as const;
