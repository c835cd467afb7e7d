import { useParams } from 'react-router';
import { ErrorPage } from '../../features/public/components/error-page';
import { decodePathSegment } from '../../features/public/lib/decode-path-segment';
import { PageHead } from '../head/page-head';

function ErrorRoute() {
  const params = useParams();
  const code = decodePathSegment(params.code);
  const message = decodePathSegment(params.message);
  return (
    <>
      <PageHead title={`Error ${code}`} description={message} noIndex />
      <ErrorPage code={code} message={message} />
    </>
  );
}

export { ErrorRoute as Component };
