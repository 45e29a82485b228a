import {describe, expect, it} from 'vitest';
import {link} from '../test-fixtures';
import {mapLink, mapLinks} from './link';

describe('content links', () => {
  it('refuses a single link whose href could run script', () => {
    expect(() => mapLink(link('Click', 'javascript:alert(1)'))).toThrow(/unsafe href/);
  });

  it('drops only the unsafe links of a list', () => {
    const links = mapLinks([
      link('Returns', '/pages/returns'),
      link('Bad', 'javascript:alert(1)'),
      link('Data', 'data:text/html,<script>1</script>'),
      link('Help', 'https://help.alderline.test'),
    ]);
    expect(links.map((item) => item.url)).toEqual(['/pages/returns', 'https://help.alderline.test']);
  });
});
