import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router';
import { permissions } from '@kinderwait/contract/constants';
import { useBroadcastOrders } from '../../../api/broadcast/get-broadcast-orders';
import { LoadingIndicator } from '../../../components/shell/loading-indicator';
import { paths } from '../../../config/paths';
import { useBroadcastHead } from '../../../features/broadcast/hooks/use-broadcast-head';
import { loadBroadcastMessages } from '../../../features/broadcast/lib/load-broadcast-messages';
import { useActivePermissions } from '../../../features/user-context/hooks/use-active-permissions';
import { PageHead } from '../../head/page-head';

/** Loads the broadcast screens' words in the active language before the screen opens. */
export const loader = loadBroadcastMessages;

/** A parent goes to the orders, or to what a broadcast is while there is none. */
function ParentFirstScreen() {
  const orders = useBroadcastOrders();
  if (orders.isPending) return <LoadingIndicator open />;
  const none = orders.isSuccess && orders.data.items.length === 0;
  return (
    <Navigate
      replace
      to={
        none ? paths.app.broadcastPriceAndAdvantages.getHref() : paths.app.broadcastOrders.getHref()
      }
    />
  );
}

/**
 * /broadcast (docs/product/broadcast.md#screens): the active role's first screen. A parent
 * (familyBroadcast.create) opens the orders, or price-and-advantages before the first one; a
 * provider answering families (broadcast.answer) the incoming broadcasts; a role that broadcasts
 * spots only, the broadcast profile. Others read what broadcasts are for.
 */
function BroadcastIndexRoute() {
  const head = useBroadcastHead();
  const held = useActivePermissions();
  if (held === undefined) return <LoadingIndicator open />;
  if (held.includes(permissions.familyBroadcastCreate)) return <ParentFirstScreen />;
  if (held.includes(permissions.broadcastAnswer)) {
    return <Navigate replace to={paths.app.broadcastIncoming.getHref()} />;
  }
  if (held.includes(permissions.broadcastCreate)) {
    return <Navigate replace to={paths.app.broadcastProfile.getHref()} />;
  }
  return (
    <>
      <PageHead title={head.section.title} description={head.section.description} noIndex />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          {head.section.title}
        </Typography>
        <Typography sx={{ my: 2 }}>{head.index.none}</Typography>
        <Link component={RouterLink} to={paths.app.home.getHref()}>
          {head.index.homeLink}
        </Link>
      </Container>
    </>
  );
}

export { BroadcastIndexRoute as Component };
