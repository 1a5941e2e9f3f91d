import { Button } from '@optwallet/ui';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { CenteredPage } from '../../../components/centered-page';
import { t } from '../../../components/texts';

/** The router's default texts of product §8, by status; 404 is the default. */
const STATUS_TITLES = {
  '403': 'error.forbidden',
  '404': 'error.page_not_found',
  '405': 'error.method_not_allowed',
} as const;

function isKnownStatus(value: string): value is keyof typeof STATUS_TITLES {
  return Object.hasOwn(STATUS_TITLES, value);
}

/**
 * /404 (product §2): 'Page Not Found' with Go Home. Screens that find nothing to show send their
 * visitor here with `?from=` (the address that matched nothing: 'No route matches URL', §8), or
 * `?status=403` ('Forbidden') / `405` ('Method Not Allowed').
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('status') ?? '404';
  const status = isKnownStatus(requested) ? requested : '404';
  const from = params.get('from');
  const detail =
    status === '404' && from ? `${t('error.no_route')} "${from}"` : t('error.not_found_body');
  return (
    <CenteredPage title={t(STATUS_TITLES[status])} subtitle={status === '404' ? detail : undefined}>
      <Button onClick={() => void navigate('/')}>{t('error.go_home')}</Button>
    </CenteredPage>
  );
}
