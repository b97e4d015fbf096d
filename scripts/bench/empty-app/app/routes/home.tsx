export default function Home() {
  return <h1>Empty</h1>
}
