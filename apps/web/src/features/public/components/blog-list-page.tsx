import { Suspense } from 'react';
import { usePublicHref } from '../lib/public-href';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import type { BlogArticle } from '../blog/blog-articles';
import { formatIsoDate } from '../lib/format';
import { publicPagesCatalogue } from '../public-pages-messages';
import { PageIntro } from './page/page-intro';

/** The blog index's head in the active language. */
export function useBlogHead() {
  const { t } = useMessages(publicPagesCatalogue);
  return { title: t('blogHeadTitle'), description: t('blogHeadDescription') };
}

function BlogListContent({ articles }: { articles: readonly BlogArticle[] }) {
  const messages = useMessages(publicPagesCatalogue);
  const { t, language } = messages;
  const publicHref = usePublicHref();
  return (
    <>
      <PageIntro eyebrow={t('blogEyebrow')} title={t('blogTitle')} lead={t('blogLead')} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
          {articles.map((article) => (
            <Box
              component="li"
              key={article.id}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                bgcolor: 'background.paper',
                p: { xs: 2.5, md: 3.5 },
              }}
            >
              <Box component="article">
                <Typography component="h2" variant="h5" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                  <Link
                    component={RouterLink}
                    to={publicHref(paths.blogArticle.getHref(article.id))}
                    color="text.primary"
                    underline="hover"
                  >
                    {article.title}
                  </Link>
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                  {richMessage(messages, 'articleByline', {
                    date: formatIsoDate(article.date, language),
                    author: article.author,
                    time: (chunks) => <time dateTime={article.date}>{chunks}</time>,
                  })}
                </Typography>
                <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
                  {article.description}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </>
  );
}

/** The blog's index; `articles` are in the page's language. */
export function BlogListPage({ articles }: { articles: readonly BlogArticle[] }) {
  return (
    <Suspense>
      <BlogListContent articles={articles} />
    </Suspense>
  );
}
