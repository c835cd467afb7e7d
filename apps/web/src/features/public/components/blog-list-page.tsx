import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import type { BlogArticle } from '../blog/blog-articles';
import { formatIsoDate } from '../lib/format';
import { PageIntro } from './page/page-intro';

export function BlogListPage({ articles }: { articles: readonly BlogArticle[] }) {
  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title="Guides for Toronto families"
        lead="Plain-language guides to waitlists, licensing, fees and choosing care, with links to the official sources."
      />
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
                    to={paths.blogArticle.getHref(article.id)}
                    color="text.primary"
                    underline="hover"
                  >
                    {article.title}
                  </Link>
                </Typography>
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                  <time dateTime={article.date}>{formatIsoDate(article.date)}</time> ·{' '}
                  {article.author}
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
