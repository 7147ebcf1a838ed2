import FileQuestion from '~icons/lucide/file-question-mark';
import { ErrorPage } from '#client/features/static-pages/components/error-page';

export function Component() {
  return (
    <ErrorPage
      code="404"
      title="Page Not Found"
      message="The page you are looking for does not exist or has been moved."
      icon={<FileQuestion className="h-10 w-10" />}
    />
  );
}
