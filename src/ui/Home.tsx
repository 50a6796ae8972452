/** The home screen: what the app is and where to start. */
export function Home() {
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Pre-Battle Wizard</h1>
      <p>
        Walks two players at one screen through the Mortem et Gloriam pre-battle: the roll-off, the five-day
        PBS march, secure flanks and terrain, weather, scouting and the deployment plan. Every roll is logged
        and the app works offline once opened.
      </p>
    </section>
  );
}
