import { Outlet } from 'react-router';

export function Component() {
  return (
    <div className="flex min-h-screen flex-col">
      <div className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}
