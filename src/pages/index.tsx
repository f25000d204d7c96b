import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeHero from '@site/src/components/HomeHero';
import EntryPoints from '@site/src/components/EntryPoints';
import LatestPosts from '@site/src/components/LatestPosts';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Guides, API reference and blog"
      description="Documentation for Spacescan, the Chia blockchain explorer: guides for readers of the explorer, the API reference for developers, and the product blog.">
      <HomeHero title={siteConfig.title} tagline={siteConfig.tagline} />
      <main className="container">
        <EntryPoints />
        <LatestPosts />
      </main>
    </Layout>
  );
}
