import { richMessage, useMessages } from '../../../lib/i18n/use-messages';
import { usePublicHref } from '../lib/public-href';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import type { BlogArticle } from '../blog/blog-articles';
import { formatIsoDate } from '../lib/format';
import { publicPagesCatalogue } from '../public-pages-messages';
import { MarkdownContent } from './page/markdown-content';

function BlogArticleContent({ article }: { article: BlogArticle }) {
  const messages = useMessages(publicPagesCatalogue);
  const { t, language } = messages;
  const publicHref = usePublicHref();
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Link component={RouterLink} to={publicHref(paths.blog.getHref())} variant="body2">
        {t('blogAllArticles')}
      </Link>
      <Typography
        component="h1"
        sx={{
          mt: 3,
          fontWeight: 800,
          fontSize: { xs: '1.9rem', md: '2.6rem' },
          lineHeight: 1.15,
        }}
      >
        {article.title}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.15rem' }}>
        {article.description}
      </Typography>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {richMessage(messages, 'articleByline', {
          date: formatIsoDate(article.date, language),
          author: article.author,
          time: (chunks) => <time dateTime={article.date}>{chunks}</time>,
        })}
      </Typography>
      <Box sx={{ mt: 4, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <MarkdownContent markdown={article.body} />
      </Box>
    </Container>
  );
}

/** One article; `article` is in the page's language. */
export function BlogArticlePage({ article }: { article: BlogArticle }) {
  return (
    <Suspense>
      <BlogArticleContent article={article} />
    </Suspense>
  );
}
