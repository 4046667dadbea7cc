import { items } from '../items';

export const dynamic = 'force-dynamic';

/** The forced-dynamic page: renders fifteen items on every request. */
export default function DynamicPage() {
  const list = items();
  return (
    <main>
      <h1>Quince artículos</h1>
      <ul>
        {list.map((item) => (
          <li key={item.id}>
            <h2>{item.name}</h2>
            <p>{item.description}</p>
            <p>{item.price.toFixed(2)} USD</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
